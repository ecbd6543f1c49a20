// Seventeen of Eighteen (borg/seventeenofeighteen), personnel, special skill: "While on your ship in the Delta
// Quadrant, it is RANGE +2. (Cumulative.)"
// Rulebook "Using Skills" L1002 ("[SD]If on Cha'Joh, it is RANGE +2": a special skill "always on"): while the drone is
// at a location of the Delta Quadrant's spaceline ("Mission Phase" L219), the ship of its player's (12.3 "your") it is
// aboard (12.4) is RANGE +2 (12.11 S.A.M.), copies adding up (12.9 Cumulative).
import { attribute, ifItIs, inQuadrant, modify, yours } from '../../language/build';
import type { CardText } from '../../language/language';

export const seventeenOfEighteen: CardText = {
  blueprint: 'borg/seventeenofeighteen',
  whileInPlay: [
    modify('shipAboard', attribute('RANGE'), 'add', 2, {
      filter: yours,
      condition: ifItIs(inQuadrant('Delta')),
    }),
  ],
  cumulative: true,
};
