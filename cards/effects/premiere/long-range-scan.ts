// Long-Range Scan (premiere/longrangescan), interrupt:
// "Glance at the cards aboard any ship for ten seconds."
// Any ship but one with Long-Range Scan Shielding (Mercenary Ship); the player may see the cards aboard until the end of
// the turn (`lookAt`).
import { allOf, equipped, lookAt, not, ofType, onCard } from '../../language/build';
import type { CardText } from '../../language/language';

export const longRangeScan: CardText = {
  blueprint: 'premiere/longrangescan',
  plays: onCard(allOf(ofType('Ship'), not(equipped('Long-Range Scan Shielding')))),
  immediate: [lookAt('aboardTarget')],
};
