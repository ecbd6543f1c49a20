// Starfleet Type III Phaser Rifle (fc/starfleettypeiiiphaserrifl), equipment:
// "Federation and Non-Aligned use only. Each of your personnel present is STRENGTH +3, but loses 1 Diplomacy unless
// aboard your ship. (Cumulative.)"
// "Use only" as Klingon Disruptor's: only your Federation and Non-Aligned personnel present are enhanced. "Unless
// aboard your ship": the personnel it reaches are present with it, so they are aboard your ship exactly when it is;
// a personnel without Diplomacy has none to lose (a skill level is never below 0).
import {
  affiliation,
  allOf,
  attribute,
  isAboard,
  modify,
  not,
  ofType,
  skill,
  yours,
} from '../../language/build';
import type { CardText } from '../../language/language';

const users = affiliation('Federation', 'Non-Aligned');

export const starfleetTypeIIIPhaserRifle: CardText = {
  blueprint: 'fc/starfleettypeiiiphaserrifl',
  whileInPlay: [
    modify('yourPersonnelPresent', attribute('STRENGTH'), 'add', 3, { filter: users }),
    modify('yourPersonnelPresent', skill('Diplomacy'), 'add', -1, {
      filter: allOf(users, not(isAboard(allOf(ofType('Ship'), yours)))),
    }),
  ],
  cumulative: true,
};
