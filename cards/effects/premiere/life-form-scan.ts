// Life-form Scan (premiere/lifeformscan), interrupt:
// "Glance at the cards in your opponent's hand for ten seconds."
// A glance lets the player see the cards then in the opponent's hand until the end of the turn (`lookAt`).
import { lookAt, noTarget } from '../../language/build';
import type { CardText } from '../../language/language';

export const lifeFormScan: CardText = {
  blueprint: 'premiere/lifeformscan',
  plays: noTarget,
  immediate: [lookAt('opponentsHand')],
};
