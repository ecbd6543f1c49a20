// End Transmission (qc/endtransmissiona), interrupt:
// "Play on table. Immediately end your turn. (Unique.)"
// The general verb endTurn (Rulebook "End of Turn", L956: the player announces the end of their turn), the one of
// Temporal Causality Loop's "end turn": once the play is over the turn goes to its end (its end-of-turn actions and
// card draw). "Your turn": it plays during its player's own turn only (an interrupt otherwise plays on either player's
// turn, Rulebook L445), and not during a mission attempt (Current Rulings "mission attempt": End Transmission "may no
// longer be played between dilemmas").
// Discarded after use, it never stays in play, so "(Unique.)" limits nothing.
import { duringYourTurn, endYourTurn, onTheTable } from '../../language/build';
import type { CardText } from '../../language/language';

export const endTransmission: CardText = {
  blueprint: 'qc/endtransmissiona',
  plays: onTheTable,
  requires: duringYourTurn,
  immediate: [endYourTurn],
};
