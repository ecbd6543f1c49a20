// Klingon Right of Vengeance (premiere/klingonrightofvengeance), interrupt:
// "If any Klingon is killed in an away team battle, all other Klingons present may immediately re-attack with double
// STRENGTH."
// A valid response to the personnel a personnel battle's resolution just killed, on one of the player's own Klingons
// (Rulebook "Characteristics", L1112: by affiliation, species or any characteristic the card states, so Worf is one)
// (the avengers are the victim's side: "re-attack"), offered only while the player has other Klingons present at the
// battle's place and the opponent has personnel there. "re-attack" is the general verb `battle` (Rulebook 7.4: "Your
// personnel may attack any opposing personnel … present with them") on those Klingons present (`presentAtBattle`): once
// the battle is over they initiate a new personnel battle against all the opposing personnel present, without leader
// or affiliation restriction; "with double STRENGTH" is the general verb `modify` for that battle (S.A.M. multiply, not
// cumulative) on the player's Klingons in it (domain/card-effects/text-battle.ts, battle/reattack.ts).
import {
  allOf,
  attribute,
  battle,
  characteristic,
  inBattle,
  modifyForThisBattle,
  presentAtBattle,
  yours,
} from '../../language/build';
import { personnelKilled } from '../../language/build-responses';
import type { CardText } from '../../language/language';

const yourKlingons = allOf(characteristic('Klingon'), yours);

export const klingonRightOfVengeance: CardText = {
  blueprint: 'premiere/klingonrightofvengeance',
  respondsTo: personnelKilled({ filter: yourKlingons, inBattle: 'personnel' }),
  immediate: [
    battle(presentAtBattle(yourKlingons), [
      modifyForThisBattle(inBattle(yourKlingons), attribute('STRENGTH'), 'multiply', 2),
    ]),
  ],
};
