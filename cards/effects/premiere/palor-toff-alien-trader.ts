// Palor Toff: Alien Trader (premiere/PalorToffAlienTrader_B), interrupt:
// "Once each turn, remove this card from the game to take a card from your discard pile (except a personnel) into
// your hand."
import { noTarget, not, ofType, take } from '../../language/build';
import type { CardText } from '../../language/language';

export const palorToffAlienTrader: CardText = {
  blueprint: 'premiere/PalorToffAlienTrader_B',
  plays: noTarget,
  immediate: [take('discard', not(ofType('Personnel')))],
  afterUse: 'removeFromGame',
  oncePerTurn: true,
};
