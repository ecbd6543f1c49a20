// Tactical Console (dom/tacticalconsole; reprint Bah!/tacticalconsole), event:
// "Plays on your ship docked at your facility. While you have {Miles O'Brien} or a SECURITY-classification personnel
// aboard, ship is weapons +3. (Captain's Order.)"
// "docked at your facility" is where it plays (it stays on the ship once it undocks); "you have … aboard": a personnel
// of yours able to act aboard the ship. WEAPONS +3 is an attribute enhancement (Rulebook 7.4 stage 4: "applicable
// attribute enhancements, such as Tactical Console"), which "WEAPONS enhancements off line" turns off (Rulebook 7.5).
// "(Captain's Order.)" names a kind of card other cards refer to; no rule of the rulebook reads it.
import {
  allOf,
  anyOf,
  attribute,
  classification,
  dockedAt,
  ifHostHasAboardOne,
  modify,
  ofType,
  onCard,
  titled,
  yours,
} from '../../language/build';
import type { CardText } from '../../language/language';

export const tacticalConsole: CardText = {
  blueprint: 'dom/tacticalconsole',
  plays: onCard(allOf(ofType('Ship'), yours, dockedAt(allOf(ofType('Facility'), yours)))),
  whileInPlay: [
    modify('host', attribute('WEAPONS'), 'add', 3, {
      condition: ifHostHasAboardOne(allOf(yours, anyOf(titled("Miles O'Brien"), classification('SECURITY')))),
    }),
  ],
};
