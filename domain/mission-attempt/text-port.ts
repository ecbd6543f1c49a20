// Rulebook "Dilemmas" and 7.2 "Solving a Mission": what the mission attempt needs of the card language's interpreters
// (domain/dilemma-effects, domain/card-effects): a revealed dilemma's declared text and the running of its effects,
// and what an earned artifact's text does as it is earned. The attempt (./encounter.ts, ./earning.ts) asks this port;
// the interpreters implement it and domain/game/interpreters.ts plugs it in, so that no rule of the attempt imports
// an interpreter or the card registry.
import type * as O from 'fp-ts/Option';
import type { Blueprint } from '../../cards/blueprint';
import type { DilemmaDeclaration } from '../../cards/language/dilemma-language';
import type { CardId, GameState } from '../core/game-state';
import { port, use } from '../core/ports';
import type { Run } from './encounter-state';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** The card text interpreters' part of the mission attempt. */
export interface AttemptInterpreter {
  /** A dilemma printing's declared text, none when its text is not implemented. */
  readonly dilemmaDeclaration: (blueprint: Blueprint) => O.Option<DilemmaDeclaration>;
  /** Runs a dilemma's effects in printed order until one waits on a choice or the dilemma halts. */
  readonly run: Run;
  /** The game once an earned card's text has done what it does as it is earned (the game itself when nothing). */
  readonly whenEarned: (card: CardId) => (game: GameState) => GameState;
}

/**
 * The port of the card text interpreters' part of the mission attempt.
 * @category model
 */
export const attemptTextPort = port<AttemptInterpreter>('attempt.cardText');

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The mission attempt's interpreter plugged in (domain/game/interpreters.ts).
 * @category operations
 */
export const cardText = (): AttemptInterpreter => use(attemptTextPort);
