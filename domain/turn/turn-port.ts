// Rulebook "Playing the Game" and "End of Turn": what the turn needs of the card language's interpreters
// (domain/card-effects, domain/dilemma-effects): what the cards in play do at the start and the end of a turn, and the
// actions card text gives the player in the turn decision (a card that flips itself over, Lore Returns' attack). The
// turn (./turn.ts, ./turn-actions.ts, ./end-of-turn-choices.ts) asks this port; the interpreters implement it and
// domain/game/interpreters.ts plugs it in.
import type * as E from 'fp-ts/Either';
import type { CardId, GameState, PlayerId } from '../core/game-state';
import { port, use } from '../core/ports';
import type { RuleError } from '../core/rule-error';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** Flip your card in play over, as its text allows (Distortion Field: once each turn). */
export interface FlipCard {
  readonly type: 'card.flip';
  readonly player: PlayerId;
  readonly card: CardId;
}

/** Lore Returns: "use ship to attack ships and/or beam to battle Away Teams": `target` a ship or an Away Team's personnel. */
export interface RogueBorgAttackOrder {
  readonly type: 'rogueBorg.attack';
  readonly player: PlayerId;
  readonly card: CardId;
  readonly target: CardId;
}

/** A transformation of the game by the cards in play at a moment of the turn. */
type Step = (game: GameState) => GameState;

/** The card text interpreters' part of the turn. */
export interface TurnInterpreter {
  /** What the dilemmas in play do at the start of `player`'s turn, and what that brings about. */
  readonly dilemmasAtStartOfTurn: (player: PlayerId) => Step;
  /** The start-of-turn abilities of the declared cards in play (Rogue Borg Mercenaries: "at start of every players' turn"). */
  readonly startOfTurnAbilities: Step;
  /** What the dilemmas in play do at the end of `player`'s turn (their countdowns about to expire too). */
  readonly dilemmasAtEndOfTurn: (player: PlayerId) => Step;
  /** The ships that disappeared and are due reappear; cards controlled "for one turn" return. */
  readonly returnsDue: Step;
  /** The end-of-turn abilities of the declared cards in play (their probes too). */
  readonly endOfTurnAbilities: Step;
  /** The game at its next end-of-turn guess of a card in play (Telepathic Alien Kidnappers); unchanged when none. */
  readonly beginEndOfTurnGuess: Step;
  /** Every flip of a card in play its text allows `player` now. */
  readonly flipCandidates: (player: PlayerId) => (game: GameState) => ReadonlyArray<FlipCard>;
  /** Right when the player may flip the card over now. */
  readonly checkFlip: (command: FlipCard) => (game: GameState) => E.Either<RuleError, void>;
  /** The game once the card is flipped over. */
  readonly flip: (command: FlipCard) => Step;
  /** Every attack Lore Returns allows `player` now. */
  readonly attackCandidates: (player: PlayerId) => (game: GameState) => ReadonlyArray<RogueBorgAttackOrder>;
  /** Right when the attack may be ordered now. */
  readonly checkAttack: (command: RogueBorgAttackOrder) => (game: GameState) => E.Either<RuleError, void>;
  /** The game once the attack is ordered (run by the play phase at its next step). */
  readonly orderAttack: (command: RogueBorgAttackOrder) => Step;
}

/**
 * The port of the card text interpreters' part of the turn.
 * @category model
 */
export const turnPort = port<TurnInterpreter>('turn.cardText');

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The turn interpreter plugged in (domain/game/interpreters.ts).
 * @category operations
 */
export const turnText = (): TurnInterpreter => use(turnPort);
