// Klingon Right of Vengeance (premiere/klingonrightofvengeance), interrupt:
// "If any Klingon is killed in an away team battle, all other Klingons present may immediately re-attack with double
// STRENGTH."
// A valid response to the personnel a personnel battle's resolution just killed, on one of the player's own Klingons
// (Rulebook "Characteristics", L1112: by affiliation, species or any characteristic the card states, so Worf is one)
// (the avengers are the victim's side: "re-attack"), offered only while the player has other Klingons present at the
// battle's place and the opponent has personnel there. Once the battle is over those Klingons initiate a new
// personnel battle against all the opposing personnel present, without leader or affiliation restriction, their
// STRENGTH doubled (S.A.M. multiply) for that battle (domain/card-effects/vengeance.ts, battle/reattack.ts).
import { allOf, characteristic, yours } from '../../language/build';
import { personnelKilled, reattackWithDoubleStrength } from '../../language/build-responses';
import type { CardText } from '../../language/language';

export const klingonRightOfVengeance: CardText = {
  blueprint: 'premiere/klingonrightofvengeance',
  respondsTo: personnelKilled({ filter: allOf(characteristic('Klingon'), yours), inBattle: 'personnel' }),
  immediate: [reattackWithDoubleStrength(characteristic('Klingon'))],
};
