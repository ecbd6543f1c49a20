// Rulebook "Playing the Game": the active player's decision during a turn, composed of card play (normally at the
// start of the turn), orders and mission attempts (the middle of the turn) and ending the turn. The first order or
// mission attempt begins "executing orders", which forfeits any card play left (Rulebook "Play a Card").
import * as E from 'fp-ts/Either';
import * as CardPlay from './card-play';
import type { DecisionRule } from './decision';
import type { GameState, PlayerId } from './game-state';
import { type AttemptCommand, attemptCommands } from './mission-attempt';
import { type OrderCommand, orders } from './orders';
import type { RuleError } from './rule-error';
import { beginOrders } from './turn';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** You have finished executing orders: go to the end of your turn. */
export interface EndTurn {
  readonly type: 'turn.end';
  readonly player: PlayerId;
}

/** Every command of the active player's turn decision. */
export type TurnCommand = CardPlay.PlayCard | OrderCommand | AttemptCommand | EndTurn;

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * Whether a command is an order (Rulebook 7 "giving orders").
 * @category predicates
 */
export const isOrder = (command: { readonly type: string }): command is OrderCommand =>
  (orders.commandTypes as ReadonlyArray<string>).includes(command.type);

// Rulebook "Playing the Game": play a card, execute orders, end the turn, in that order
/**
 * Right when the turn command is legal now, else the rule it breaks.
 * @category predicates
 */
export const check =
  (command: TurnCommand) =>
  (game: GameState): E.Either<RuleError, void> => {
    if (command.type === 'card.play') return CardPlay.canPlay(command)(game);
    if (command.type === 'turn.end') return E.right(undefined);
    if (command.type === 'mission.attempt') return attemptCommands.check(command)(game);
    return orders.check(command)(game);
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The game after a legal turn command; an order or a mission attempt first begins executing orders. Ending the turn
 * and the attempt itself are the play-phase machine's: it goes on to the end of the turn, or runs the attempt.
 * @category operations
 */
export const apply =
  (command: TurnCommand) =>
  (game: GameState): GameState => {
    if (command.type === 'card.play') return CardPlay.play(command)(game);
    if (command.type === 'turn.end') return game;
    if (command.type === 'mission.attempt') return beginOrders(game);
    return orders.apply(command)(beginOrders(game));
  };

/**
 * Every turn command the player might give now: card plays, orders, mission attempts, and ending the turn.
 * @category operations
 */
export const candidates =
  (player: PlayerId) =>
  (game: GameState): ReadonlyArray<TurnCommand> => [
    ...CardPlay.candidates(player)(game),
    ...orders.candidates(player)(game),
    ...attemptCommands.candidates(player)(game),
    { type: 'turn.end', player },
  ];

// -------------------------------------------------------------------------------------
// instances
// -------------------------------------------------------------------------------------

/**
 * The active player's turn decision (`turn.act`).
 * @category instances
 */
export const rule: DecisionRule<TurnCommand> = {
  commandTypes: ['card.play', ...orders.commandTypes, ...attemptCommands.commandTypes, 'turn.end'],
  candidates,
  check,
  apply,
};
