// Asteroid Sanctuary (premiere/asteroidsanctuary), interrupt:
// "Plays on any ship. If 2 Navigation aboard, hides ship to prevent any battle initiated against that ship for this
// turn."
// Plays on any ship in play (either player's); the Navigation of the crew aboard able to act is counted when it
// resolves. Hidden, the ship may not be the target of a ship battle until the end of the turn (a battle already under
// way goes on; its crew may still be attacked in a personnel battle aboard).
import { aboard, forThisTurn, hiddenIf, ofType, onCard, theTarget } from '../../language/build';
import type { CardText } from '../../language/language';

export const asteroidSanctuary: CardText = {
  blueprint: 'premiere/asteroidsanctuary',
  plays: onCard(ofType('Ship')),
  immediate: [forThisTurn(theTarget, hiddenIf(aboard('Navigation', 2)))],
};
