// Rulebook "Play a Card" and "Playing 'At Any Time'": what card play needs of the card language's interpreters
// (domain/card-effects): whether a play's choices are legal, what playing it does, and the plays its text allows (how
// a card plays by its declared text is read without them: domain/core/play-kind.ts). Card play (./card-play.ts), the downloads that play a card and the hidden
// agendas ask this port; the interpreters implement it and domain/game/interpreters.ts plugs it in.
import type * as E from 'fp-ts/Either';
import type { CardId, GameState, PlayerId } from '../core/game-state';
import { port, use } from '../core/ports';
import type { RuleError } from '../core/rule-error';
import type { PlayText } from './play-text';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** The card text interpreters' part of card play. */
export interface CardPlayInterpreter {
  /** Right when the card's text allows this play's target and choices now, else the rule it breaks. */
  readonly checkText: (command: PlayText) => (game: GameState) => E.Either<RuleError, void>;
  /** The game once the card's text is played out (its immediate effects, where it goes). */
  readonly playText: (command: PlayText) => (game: GameState) => GameState;
  /** Every play the card's text allows `player` now (each target and choice). */
  readonly textCandidates: (player: PlayerId, card: CardId) => (game: GameState) => ReadonlyArray<PlayText>;
  /** Whether card text returned the card to its owner's hand this turn (it may not be played again this turn). */
  readonly wasReturnedThisTurn: (card: CardId) => (game: GameState) => boolean;
}

/**
 * The port of the card text interpreters' part of card play.
 * @category model
 */
export const cardPlayPort = port<CardPlayInterpreter>('turn.cardPlay');

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The card play interpreter plugged in (domain/game/interpreters.ts).
 * @category operations
 */
export const cardText = (): CardPlayInterpreter => use(cardPlayPort);
