// Telepathic Alien Kidnappers: "Plays on table. At end of each turn, guess a card type and point to a card in your
// opponent's hand. Card must be shown. If guessed correctly, card is discarded." An end-of-turn action (Rulebook "End
// of Turn", before the card draw) that asks its player for a decision: a follow-up choice (`card.choose`, answered by
// `card.guess`, kept in `GameState.choosing`). Rulings "cumulative": it is an end-of-turn action, "so only one copy of
// each will have its effect each turn": each player with a copy in play guesses once at the end of each turn.
import * as E from 'fp-ts/Either';
import type { CardType } from '../../cards/blueprint';
import { CARD_TYPES } from '../../cards/import/decode-row';
import { named, record } from '../core/chronicle';
import {
  blueprintOf,
  type CardId,
  cardsIn,
  type GameState,
  moveCard,
  opponentOf,
  type PlayerId,
} from '../core/game-state';
import { type RuleError, ruleError } from '../core/rule-error';
import { addThisTurn, usedThisTurn, useThisTurn } from '../core/this-turn';
import { rulesInPlay } from './in-play';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** `player` guesses the type of a card in `opponent`'s hand, by the text of `source`. */
export interface GuessChoice {
  readonly kind: 'guessCardType';
  readonly player: PlayerId;
  readonly opponent: PlayerId;
  readonly source: CardId;
}

/** The guess: a card type, and the card of the opponent's hand pointed to. */
export interface GuessCommand {
  readonly type: 'card.guess';
  readonly player: PlayerId;
  readonly card: CardId;
  readonly cardType: CardType;
}

const KIDNAPPERS = 'Telepathic Alien Kidnappers';
/** The record, this turn, of each player's guess made. */
const GUESSED = 'guess at end of turn';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// "point to a card in your opponent's hand", "guess a card type": any card there, any card type
/**
 * Right when the command is a guess the choice allows, else the rule it breaks.
 * @category predicates
 */
export const checkGuess =
  (choice: GuessChoice, command: GuessCommand) =>
  (game: GameState): E.Either<RuleError, void> =>
    command.player === choice.player &&
    CARD_TYPES.includes(command.cardType) &&
    cardsIn({ kind: 'hand', player: choice.opponent })(game).includes(command.card)
      ? E.right(undefined)
      : E.left(ruleError(KIDNAPPERS, `Guess a card type and point to a card in ${choice.opponent}'s hand.`));

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Rulebook "End of Turn": the end-of-turn actions of cards in play, each player's copy once
/**
 * The game at its end-of-turn decisions: the next player who has a card guessing at the end of each turn in play and
 * has not guessed this turn guesses now (their opponent holding a card); unchanged when none is left.
 * @category operations
 */
export const beginEndOfTurnGuess = (game: GameState): GameState => {
  const rule = rulesInPlay('guessOpponentsCardAtEndOfEachTurn')(game).find((r) => {
    const player = r.source.controller;
    const opponent = opponentOf(player)(game);
    return (
      !usedThisTurn(player, GUESSED)(game) && cardsIn({ kind: 'hand', player: opponent })(game).length > 0
    );
  });
  if (rule === undefined) return game;
  const player = rule.source.controller;
  const choice: GuessChoice = {
    kind: 'guessCardType',
    player,
    opponent: opponentOf(player)(game),
    source: rule.source.id,
  };
  return { ...useThisTurn(player, GUESSED)(game), choosing: choice };
};

// "Card must be shown. If guessed correctly, card is discarded."
/**
 * The game after the guess: the card shown to the guesser, and discarded if its type was guessed.
 * @category operations
 */
export const guess =
  (choice: GuessChoice, command: GuessCommand) =>
  (game: GameState): GameState => {
    const { choosing: _made, ...rest } = game;
    const shown = record(
      `${command.player} guesses ${command.cardType}: ${choice.opponent} shows ${named(command.card)(game)}`,
      command.card,
    )(addThisTurn({ kind: 'sight', viewer: command.player, cards: [command.card] })(rest));
    if (blueprintOf(command.card)(game).type !== command.cardType) return shown;
    return record(
      `${named(command.card)(game)} is discarded`,
      command.card,
    )(moveCard(command.card, { kind: 'discard', player: choice.opponent }, 'top')(shown));
  };

/**
 * Every guess: each card type for each card of the opponent's hand.
 * @category operations
 */
export const guesses = (
  choice: GuessChoice,
  player: PlayerId,
  game: GameState,
): ReadonlyArray<GuessCommand> =>
  player !== choice.player
    ? []
    : cardsIn({ kind: 'hand', player: choice.opponent })(game).flatMap((card) =>
        CARD_TYPES.map((cardType): GuessCommand => ({ type: 'card.guess', player, card, cardType })),
      );
