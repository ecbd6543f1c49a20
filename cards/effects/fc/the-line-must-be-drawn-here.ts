// The Line Must Be Drawn Here (fc/thelinemustbedrawnhere), event, [Countdown:4] [HA] hidden agenda:
// "Seeds or plays on table. Any player who plays {Amanda Rogers}, {Kevin Uxbridge} or {Q2} loses 5 points, even if
// playing Borg. (Cumulative. Immune to {Kevin Uxbridge}.)"
// Seeded or played face down (domain/special-rules/hidden-agenda.ts); activated, it enters play and counts down from 4 like any
// countdown card (domain/turn/countdown.ts). The points are lost as the card is played, nullified or not
// (domain/card-effects/play-penalty.ts); Kevin Uxbridge may not target it.
import { onTheTable, penalizesPlaying } from '../../language/build';
import type { CardText } from '../../language/language';

export const theLineMustBeDrawnHere: CardText = {
  blueprint: 'fc/thelinemustbedrawnhere',
  plays: onTheTable,
  whileInPlay: [penalizesPlaying(5, 'Amanda Rogers', 'Kevin Uxbridge', 'Q2')],
  cumulative: true,
  immuneTo: ['Kevin Uxbridge'],
};
