// The Traveler: Transcendence (premiere/thetravelertranscendence), event:
// "Place beside any player's draw deck. That player must draw one extra card at the end of each turn. Also, while in
// play, nullifies {Static Warp Bubble}. (Not cumulative.)"
// It plays on the chosen player's side of the table; they draw the extra card at the end of each of their turns.
import { atEndOfTurn, draw, eachTurnOf, nullifies, onAnyPlayer } from '../../language/build';
import type { CardText } from '../../language/language';

export const theTravelerTranscendence: CardText = {
  blueprint: 'premiere/thetravelertranscendence',
  plays: onAnyPlayer,
  whileInPlay: [nullifies('Static Warp Bubble')],
  triggers: [atEndOfTurn(eachTurnOf('tablePlayer'), draw('tablePlayer', 1))],
};
