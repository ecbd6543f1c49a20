// Betazoid Gift Box (premiere/betazoidgiftbox), artifact:
// "Immediately look through your draw deck for up to thirty seconds and choose three cards to place in your hand.
// Reshuffle draw deck and discard artifact."
// Earned to hand (Rulebook 7.2), it acts at once: once the mission attempt is over its player chooses the cards one
// at a time (`card.choose`), up to three, and may stop sooner; then the draw deck is shuffled and the artifact
// discarded.
import { takeUpTo } from '../../language/build';
import type { CardText } from '../../language/language';

export const betazoidGiftBox: CardText = {
  blueprint: 'premiere/betazoidgiftbox',
  whenEarned: takeUpTo(3, 'drawDeck'),
};
