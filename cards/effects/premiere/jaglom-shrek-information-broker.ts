// Jaglom Shrek - Information Broker (premiere/jaglomshrekinformation), interrupt:
// "Look at opponent's draw deck for twenty seconds, then replace unshuffled."
// The player may see the opponent's draw deck, in order, until the end of the turn; it stays unshuffled.
import { lookAt, noTarget } from '../../language/build';
import type { CardText } from '../../language/language';

export const jaglomShrekInformationBroker: CardText = {
  blueprint: 'premiere/jaglomshrekinformation',
  plays: noTarget,
  immediate: [lookAt('opponentsDrawDeck')],
};
