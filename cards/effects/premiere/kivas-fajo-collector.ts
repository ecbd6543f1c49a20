// Kivas Fajo - Collector (premiere/kivasfajocollector), event:
// "Choose any player to immediately draw three new cards from the top of their draw deck. Discard event after use."
import { draw, onAnyPlayer } from '../../language/build';
import type { CardText } from '../../language/language';

export const kivasFajoCollector: CardText = {
  blueprint: 'premiere/kivasfajocollector',
  plays: onAnyPlayer,
  immediate: [draw('chosenPlayer', 3)],
  afterUse: 'discard',
};
