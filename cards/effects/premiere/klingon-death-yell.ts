// Klingon Death Yell (premiere/klingondeathyell), interrupt, bonus point box 5:
// "Plays on any just killed Klingon with Honor. Yell to warn the dead and earn bonus points. May play only one death
// yell for each such Klingon."
// A valid response to the personnel any action just killed, whatever killed them (Rulebook "Leaving Play"): a battle's
// resolution, a dilemma, a ship's destruction, card text such as Honor Challenge or Dead in Bed (the window the kill's
// game event opens: domain/card-effects/kill-responses.ts), on a Klingon (Rulebook "Characteristics", L1112: by
// affiliation, species or any characteristic the card states, so Worf is one) with Honor now in a discard pile, by
// either player; its player places it in their point area and scores its 5 points (Rulebook "Leaving Play": the bonus
// point box).
import { allOf, characteristic, hasSkill, score } from '../../language/build';
import { personnelKilled } from '../../language/build-responses';
import type { CardText } from '../../language/language';

export const klingonDeathYell: CardText = {
  blueprint: 'premiere/klingondeathyell',
  respondsTo: personnelKilled({
    filter: allOf(characteristic('Klingon'), hasSkill('Honor')),
    oncePerVictim: true,
  }),
  immediate: [score('you', 'pointBox')],
};
