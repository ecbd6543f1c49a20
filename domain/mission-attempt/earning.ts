// Rulebook 7.2 "Solving a Mission": the solver earns the artifacts set aside at the mission, as each one's text says:
// "Use as Equipment card" (joins the team), "Immediately plays on table", or "Place in hand". Earning is neither a
// card play nor a report for duty. Seeded personnel and equipment (joining, or captured) are not implemented: no
// implemented card seeds them under a mission (misseed.ts), and they stay set aside.
import {
  blueprintOf,
  type CardId,
  cardsIn,
  type GameState,
  moveCard,
  updateCard,
  type Zone,
} from '../game-state';
import type { MissionAttempt } from './model';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** What became of one set-aside card. */
export interface ArtifactEarning {
  readonly card: CardId;
  readonly text: string;
}

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Rulebook "Artifacts": "Some are then kept as equipment, some play on the table as events, and others are placed
// in your hand for later use"
/**
 * Where an earned artifact goes: with the team as equipment, on the solver's table, or in the solver's hand.
 * @category operations
 */
export const artifactDestination =
  (artifact: CardId, attempt: MissionAttempt) =>
  (game: GameState): Zone => {
    const text = blueprintOf(artifact)(game).text;
    if (/^Use as Equipment card/i.test(text)) return attempt.place;
    if (/^Immediately plays on table/i.test(text)) return { kind: 'table', player: attempt.player };
    return { kind: 'hand', player: attempt.player };
  };

/**
 * Earns every artifact set aside at the attempted mission for the solver (now their controller).
 * @category operations
 */
export const earnSetAside =
  (attempt: MissionAttempt) =>
  (game: GameState): readonly [GameState, ReadonlyArray<ArtifactEarning>] => {
    const cards = cardsIn({ kind: 'setAside', location: attempt.location })(game);
    return cards.reduce<readonly [GameState, ReadonlyArray<ArtifactEarning>]>(
      ([g, notes], id) => {
        if (blueprintOf(id)(g).type !== 'Artifact')
          return [
            g,
            [...notes, { card: id, text: 'stays set aside: earning seeded personnel is not implemented' }],
          ];
        const to = artifactDestination(id, attempt)(g);
        const earned = updateCard(id, (c) => ({ ...c, controller: attempt.player, faceUp: true }))(
          moveCard(id, to, 'bottom')(g),
        );
        return [earned, [...notes, { card: id, text: `is earned (to ${to.kind})` }]];
      },
      [game, []],
    );
  };
