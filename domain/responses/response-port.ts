// Rulebook "Playing 'At Any Time'" and Rulings "actions – step 2": what the response windows need of the card
// language's interpreters (domain/card-effects): the valid responses a player's hand holds to an action under way
// (their `respondsTo`, read by trigger), and the uses of cards in play that save a personnel targeted to die (Genetronic
// Replicator: the action `personnelTargetedToDie`). The windows ask this port; the interpreters implement it and
// domain/game/interpreters.ts plugs it in.
import type * as E from 'fp-ts/Either';
import type { PlayText } from '../card-play/play-text';
import type { CardId, GameState, PlayerId } from '../core/game-state';
import { port, use } from '../core/ports';
import type { RuleError } from '../core/rule-error';
import type { Action } from './model';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** A card in play used as its text allows (Genetronic Replicator: stop `stop` to save `target`). */
export interface UseCard {
  readonly type: 'card.use';
  readonly player: PlayerId;
  /** The card in play used. */
  readonly card: CardId;
  /** The personnel targeted to die it saves. */
  readonly target: CardId;
  /** The personnel stopped to pay for it. */
  readonly stop: ReadonlyArray<CardId>;
}

/** The action of personnel targeted to die, waiting on the uses that may save them. */
export type TargetedToDie = Extract<Action, { readonly kind: 'personnelTargetedToDie' }>;

/** The card text interpreters' part of the response windows. */
export interface ResponseInterpreter {
  /** Every play of a card in `player`'s hand that is a valid response to `action` now. */
  readonly validResponses: (player: PlayerId, action: Action) => (game: GameState) => ReadonlyArray<PlayText>;
  /** Every use `player` may make of their cards in play to save a personnel `action` targeted to die. */
  readonly saves: (player: PlayerId, action: TargetedToDie) => (game: GameState) => ReadonlyArray<UseCard>;
  /** Right when the use saves a personnel `action` targeted to die as the card allows. */
  readonly checkSave: (
    command: UseCard,
    action: TargetedToDie,
  ) => (game: GameState) => E.Either<RuleError, void>;
  /** The game once the use saved its personnel (the personnel paying stopped). */
  readonly save: (command: UseCard) => (game: GameState) => GameState;
  /** The game once the personnel of `action` still targeted to die are killed. */
  readonly dieUnsaved: (action: TargetedToDie) => (game: GameState) => GameState;
}

/**
 * The port of the card text interpreters' part of the response windows.
 * @category model
 */
export const responsePort = port<ResponseInterpreter>('responses.cardText');

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The response interpreter plugged in (domain/game/interpreters.ts).
 * @category operations
 */
export const responseText = (): ResponseInterpreter => use(responsePort);
