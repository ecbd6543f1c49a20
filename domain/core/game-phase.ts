// Rulebook "Seed Phases" and "Playing the Game": the phase the game is in (`GameState.phase`), and the progress
// through the current seed phase step (`GameState.seeding`).
import type { LocationId, PlayerId } from './card-instance';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

export type Phase = 'doorway' | 'mission' | 'dilemma' | 'facility' | 'play' | 'over';

/**
 * Progress through the current seed phase step (Rulebook "Seed Phases"), reset when a step begins:
 * which players have finished it (said done or passed), who seeded last (for steps where players alternate)
 * and, in the dilemma phase's shared-missions stage, the shared missions already seeded.
 */
export interface Seeding {
  readonly finished: ReadonlyArray<PlayerId>;
  readonly lastSeeder: PlayerId | null;
  readonly sharedDone: ReadonlyArray<LocationId>;
}
