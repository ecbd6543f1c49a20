// Computer Crash (ds9/computercrash), event, [HA] hidden agenda:
// "Seeds or plays on table. No player may play a {Q's Tent} doorway, download any card or play any card that requires
// downloading. Discard event at end of your next turn."
// Seeded or played face down (domain/special-rules/hidden-agenda.ts); activated, it enters play and forbids every download
// (`prevent('download')`, asked by domain/downloads/downloads.ts) until the end of its player's next turn after the one it was activated on.
// The engine has no Q's Tent and no declared card whose play requires a download.
import { atEndOfTurn, discardSelf, nextTurnOf, onTheTable, prevent } from '../../language/build';
import type { CardText } from '../../language/language';

export const computerCrash: CardText = {
  blueprint: 'ds9/computercrash',
  plays: onTheTable,
  whileInPlay: [prevent('download')],
  triggers: [atEndOfTurn(nextTurnOf('you'), discardSelf)],
};
