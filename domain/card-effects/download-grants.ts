// ARCHITECTURE principle 6 and issue #14: the general verb `download` of card text in play ("May download {Temporal
// Vortex} in place of a card draw", "Once per game, may download {Reflection Therapy}") answers the downloads chapter's
// query point `downloads.granted` (domain/downloads/granted-downloads.ts). Relevant only while a card with the verb is
// in play (the index of abilities in play keeps the cards in play that answer the point: `declaredAnswer`).
import { hasSkill } from '../cards-in-play/skills';
import type { PlayerId } from '../core/game-state';
import type { Answer } from '../core/query-points';
import { type DownloadGrant, grantedDownloads } from '../downloads/granted-downloads';
import { declaredAnswer } from './declared-answer';
import { matches } from './filters';
import type { RuleEffect } from './in-play';

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Rulebook "Downloading": "When a card instructs you to download a card"
/**
 * `download`: the player's cards in play whose text lets them download, a text with a condition on its card ("When on
 * your ship") while it holds.
 * @category operations
 */
export const downloadGrants: Answer<PlayerId, ReadonlyArray<DownloadGrant>, RuleEffect> = declaredAnswer({
  point: grantedDownloads,
  by: 'download',
  declaredBy: (text): text is Extract<RuleEffect, { readonly type: 'download' }> => text.type === 'download',
  answer: (player, rules) => (game) =>
    rules
      .filter(
        ({ source, effect }) =>
          source.controller === player &&
          (effect.inPlaceOf !== 'cardDraw' ||
            effect.when === undefined ||
            matches(effect.when, source.id, { player, hasSkill })(game)),
      )
      .map(
        ({ source, effect }): DownloadGrant => ({
          source: source.id,
          title: source.title,
          ...(effect.inPlaceOf === undefined ? {} : { inPlaceOf: effect.inPlaceOf }),
          ...(effect.inPlaceOf !== 'cardDraw' && effect.perGame !== undefined
            ? { perGame: effect.perGame }
            : {}),
          ...(effect.inPlaceOf === 'cardDraw' && effect.here === true ? { here: true } : {}),
          describes: (target) => matches(effect.targets, target, { player, hasSkill }),
        }),
      ),
});
