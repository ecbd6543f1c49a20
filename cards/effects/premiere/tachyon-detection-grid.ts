// Tachyon Detection Grid (premiere/tachyondetectiongrid), interrupt:
// "Must have at least four of your ships in play to use. Play on any cloaked ship to detect its presence. Ship is
// forced to de-cloak for rest of turn."
// The ship decloaks and may not cloak again this turn.
import {
  allOf,
  cloaked,
  decloaked,
  forThisTurn,
  ofType,
  onCard,
  theTarget,
  yourCardsInPlay,
} from '../../language/build';
import type { CardText } from '../../language/language';

export const tachyonDetectionGrid: CardText = {
  blueprint: 'premiere/tachyondetectiongrid',
  requires: yourCardsInPlay(ofType('Ship'), 4),
  plays: onCard(allOf(ofType('Ship'), cloaked)),
  immediate: [forThisTurn(theTarget, decloaked)],
};
