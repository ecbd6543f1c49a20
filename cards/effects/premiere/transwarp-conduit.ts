// Transwarp Conduit (premiere/transwarpconduit), interrupt:
// "Select a ship. It can move double range for this turn."
// RANGE ×2 on the selected ship until the end of the turn (Rulings "cumulative": one copy per ship each turn).
import { attribute, forThisTurn, modifiedBy, ofType, onCard, theTarget } from '../../language/build';
import type { CardText } from '../../language/language';

export const transwarpConduit: CardText = {
  blueprint: 'premiere/transwarpconduit',
  plays: onCard(ofType('Ship')),
  immediate: [forThisTurn(theTarget, modifiedBy(attribute('RANGE'), 'multiply', 2))],
};
