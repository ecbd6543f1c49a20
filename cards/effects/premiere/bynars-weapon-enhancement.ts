// Bynars Weapon Enhancement (premiere/Bynars-Weapon-Enhancement), event:
// "Plays on ship. Ship is WEAPONS +2. (Cumulative.)"
// "ship" without "your": any ship in play.
import { attribute, modify, ofType, onCard } from '../../language/build';
import type { CardText } from '../../language/language';

export const bynarsWeaponEnhancement: CardText = {
  blueprint: 'premiere/Bynars-Weapon-Enhancement',
  plays: onCard(ofType('Ship')),
  whileInPlay: [modify('host', attribute('WEAPONS'), 'add', 2)],
  cumulative: true,
};
