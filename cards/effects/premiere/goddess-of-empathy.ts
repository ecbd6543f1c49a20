// Goddess of Empathy (premiere/goddessofempathy), event:
// "Plays on table until the end of your next turn. Neither you nor your opponent can play Interrupt cards (except
// {Kevin Uxbridge} or {Q2}). Discard after use."
// It is discarded at the end of its player's next turn; until then no Interrupt card but those two may be played.
import { atEndOfTurn, discardSelf, nextTurnOf, onTheTable, prevent } from '../../language/build';
import type { CardText } from '../../language/language';

export const goddessOfEmpathy: CardText = {
  blueprint: 'premiere/goddessofempathy',
  plays: onTheTable,
  whileInPlay: [prevent('play', { as: 'interrupt', except: ['Kevin Uxbridge', 'Q2'] })],
  triggers: [atEndOfTurn(nextTurnOf('you'), discardSelf)],
};
