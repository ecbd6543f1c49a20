// Lore's Fingernail (premiere/loresfingernail), event:
// "Plays on table. While in play, all Soong-type androids (including Lt. Cmdr. {Data}) and {Exocomps} lose their
// affiliation and are non-aligned personnel."
// Rulings "Soong-type android": only androids whose lore says "Soong-type" or "created by Dr. Noonien Soong" (Data,
// Lore, Lal, Juliana Tainer…; not the 2pg Commander Data, whose lore says neither and whose title is not {Data});
// Rulings "Exocomp": an Exocomp is an android but not a Soong-type one, hence named apart. "lose their affiliation and
// are non-aligned": their affiliation set (Rulebook "Characteristics", 12.11 S.A.M.). Their current affiliation stays
// recorded and is theirs again once the event leaves play.
import { anyOf, onTheTable, setAffiliation, soongTypeAndroid, titled } from '../../language/build';
import type { CardText } from '../../language/language';

export const loresFingernail: CardText = {
  blueprint: 'premiere/loresfingernail',
  plays: onTheTable,
  whileInPlay: [
    setAffiliation('allPersonnel', 'Non-Aligned', {
      filter: anyOf(soongTypeAndroid, titled('Data'), titled('Exocomp')),
    }),
  ],
};
