// Subspace Warp Rift (premiere/subspacewarprift), event:
// "Plays crosswise on any spaceline location. Any ship passing over here without stopping incurs damage."
// Rulings "passing locations": a ship flying by the location in one move is damaged (7.5.1 rotation damage).
import { damage, ofType, onCard, theTarget, whenShipPassesHere } from '../../language/build';
import type { CardText } from '../../language/language';

export const subspaceWarpRift: CardText = {
  blueprint: 'premiere/subspacewarprift',
  plays: onCard(ofType('Mission')),
  triggers: [whenShipPassesHere({}, damage(theTarget))],
};
