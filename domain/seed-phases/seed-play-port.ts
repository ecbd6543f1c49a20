// Rulebook "Seed Phases" and "Playing a Card": a card that "Seeds (in any phase) or plays" somewhere seeds where and as
// its declared text plays (Barzan Wormhole: "Seeds (in any phase) or plays in Gamma or Delta Quadrant … Inserts into
// spaceline"): the seed phases ask the card language's interpreters (domain/card-effects/seed-play.ts) through this
// port for the seeds its text allows, whether one is legal, and what it does; domain/game/interpreters.ts plugs them in.
import type * as E from 'fp-ts/Either';
import type { CardId, GameState, PlayerId } from '../core/game-state';
import { port, use } from '../core/ports';
import type { RuleError } from '../core/rule-error';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** A card seeded as it plays: the card, and the card its play targets when it targets one. */
export interface SeedAsPlayed {
  readonly player: PlayerId;
  readonly card: CardId;
  readonly target?: { readonly card: CardId };
}

/** The card text interpreters' part of seeding a card as its first function plays. */
export interface SeedPlayInterpreter {
  /** Right when the card's text allows this play's target now, else the rule it breaks. */
  readonly checkText: (seed: SeedAsPlayed) => (game: GameState) => E.Either<RuleError, void>;
  /** The game once the card's text is played out (its immediate effects, where it goes). */
  readonly playText: (seed: SeedAsPlayed) => (game: GameState) => GameState;
  /**
   * Every seed the card's text might allow `player` (each target), a superset `checkText` filters; a play that chooses
   * more than its target is none.
   */
  readonly textCandidates: (
    player: PlayerId,
    card: CardId,
  ) => (game: GameState) => ReadonlyArray<SeedAsPlayed>;
}

/**
 * The port of the card text interpreters' part of seeding a card as it plays.
 * @category model
 */
export const seedPlayPort = port<SeedPlayInterpreter>('seedPhases.seedPlay');

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The seed play interpreter plugged in (domain/game/interpreters.ts).
 * @category operations
 */
export const seedPlayText = (): SeedPlayInterpreter => use(seedPlayPort);
