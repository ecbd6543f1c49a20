// The Line Must Be Drawn Here (fc/thelinemustbedrawnhere), event, [Countdown:4] [HA] hidden agenda:
// "Seeds or plays on table. Any player who plays {Amanda Rogers}, {Kevin Uxbridge} or {Q2} loses 5 points, even if
// playing Borg. (Cumulative. Immune to {Kevin Uxbridge}.)"
// Seeded or played face down (domain/special-rules/hidden-agenda.ts); activated, it enters play and counts down from 4 like any
// countdown card (domain/turn/countdown.ts). The points are lost as the card is played, nullified or not (a triggered
// ability on the game event `card.played`, its target the card played); Kevin Uxbridge may not target it.
import { anyOf, onTheTable, score, titled, whenPlayed } from '../../language/build';
import type { CardText } from '../../language/language';

export const theLineMustBeDrawnHere: CardText = {
  blueprint: 'fc/thelinemustbedrawnhere',
  plays: onTheTable,
  triggers: [
    whenPlayed(
      anyOf(titled('Amanda Rogers'), titled('Kevin Uxbridge'), titled('Q2')),
      score('targetOwner', -5),
    ),
  ],
  cumulative: true,
  immuneTo: ['Kevin Uxbridge'],
};
