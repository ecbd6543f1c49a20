// Rulebook "Downloading": "When a card instructs you to download a card …": the question the downloads chapter asks of
// the cards in play (a query point, domain/core/query-points.ts): which cards let this player download, which targets,
// in place of what and how often. Card text answers it with the general verb `download`
// (cards/language/lasting-effects.ts; the answer, domain/card-effects/download-grants.ts). A module that imports only
// the core, so that the point exists before any answer to it is built, whatever order the modules load in.
import type { CardId, GameState, PlayerId } from '../core/game-state';
import { allOf } from '../core/query-points';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** A card in play whose text lets its controller download. */
export interface DownloadGrant {
  readonly source: CardId;
  readonly title: string;
  /**
   * What the download is made in place of: nothing (absent), the turn's normal card play (Rulebook "Play a Card"), or
   * one end-of-turn card draw (Rulebook "Downloading": "in place of one card draw").
   */
  readonly inPlaceOf?: 'normalCardPlay' | 'cardDraw';
  /** Rulebook "Once per game": the uses per card title; unlimited when absent. */
  readonly perGame?: number;
  /** "download {Borg Vinculum} here": played at the card's location only. */
  readonly here?: boolean;
  /** Whether the text names `target` as what it downloads (its filter, "your" the downloader's). */
  readonly describes: (target: CardId) => (game: GameState) => boolean;
}

/**
 * Query point: the cards in play that let the player download now, in the order of the cards in play (a card with a
 * condition on itself, "When on your ship", only while it holds).
 * @category model
 */
export const grantedDownloads = allOf<PlayerId, DownloadGrant>('downloads.granted');
