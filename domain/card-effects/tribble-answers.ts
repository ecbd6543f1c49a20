// ARCHITECTURE principle 6 and issue #14: the lasting rules of Trouble cards in play answer the tribble chapter's query
// point (domain/tribbles/tribble-abilities.ts). Each answer is relevant only while a card with that
// rule is in play (the index of abilities in play).
import { type CardId, getCard, type Zone, zoneKey } from '../core/game-state';
import type { Answer } from '../core/query-points';
import { spreadersAt } from '../tribbles/tribble-abilities';
import { isActive } from '../tribbles/tribble-count';
import { rulesInPlay } from './in-play';

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// ... on the Station: "1,000: Just after this group breeds, up to 100 of its tribbles may "spread""
/**
 * `spreadsTribblesAfterBreeding`: the troubles at the place whose minimum of tribbles is present.
 * @category operations
 */
export const spreadersAnswer: Answer<Zone, ReadonlyArray<CardId>> = {
  point: spreadersAt,
  by: 'spreadsTribblesAfterBreeding',
  relevant: (game) => rulesInPlay('spreadsTribblesAfterBreeding')(game).length > 0,
  answer: (at) => (game) =>
    rulesInPlay('spreadsTribblesAfterBreeding')(game)
      .filter(
        ({ source, effect }) =>
          zoneKey(getCard(source.id)(game).zone) === zoneKey(at) &&
          isActive(source.id, effect.minimumTribbles)(game),
      )
      .map(({ source }) => source.id),
};

/** The answers of the tribble chapter's query points. */
export const tribbleAnswers = [spreadersAnswer] as const;
