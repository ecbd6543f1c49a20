// ARCHITECTURE "Cards are data" and `stccg coverage`: the sentences of sites' game text the engine reads beyond who may
// report and which ships may dock (domain/sites/permissions.ts): Quark's Bar's additional card (./morn-draw.ts),
// Guest Quarters' two cards in place of a card draw (./guest-quarters.ts), Primary Turbolift's card draw
// (./turbolift-draw.ts), Schoolroom's Youth skill (./schoolroom.ts), Quark's Bar's discards for waiters and dabo girls
// killed in battle (./bar-kills.ts), Garak's Tailor Shop's glance and Science Lab's scan (./site-sights.ts).
import { isBarKillSentence } from './bar-kills';
import { isDrawTwoSentence } from './guest-quarters';
import { isExtraDrawSentence } from './morn-draw';
import { sentencesOf } from './reporting';
import { isSchoolroomSentence } from './schoolroom';
import { isSightSentence } from './site-sights';
import { isTurboliftSentence } from './turbolift-draw';

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * A site's text less the sentences of its own game text that the engine implements, for `stccg coverage`.
 * @category operations
 */
export const withoutReadSiteSentences = (text: string): string =>
  sentencesOf(text)
    .filter(
      (sentence) =>
        !isExtraDrawSentence(sentence) &&
        !isDrawTwoSentence(sentence) &&
        !isTurboliftSentence(sentence) &&
        !isSchoolroomSentence(sentence) &&
        !isBarKillSentence(sentence) &&
        !isSightSentence(sentence),
    )
    .join(' ');
