// The selection `guessed` of the card text language (cards/language/selection-language.ts): "guess a card type and
// point to a card …", a decision of the card's player. Telepathic Alien Kidnappers: "Plays on table. At end of each
// turn, guess a card type and point to a card in your opponent's hand. Card must be shown. If guessed correctly, card
// is discarded." (`atEndOfTurn(everyPlayersTurn, discard(guessedTypeOf(handOf('opponent'))))`). An end-of-turn ability
// whose effects name a guessed card waits for that guess (Rulebook "End of Turn", before the card draw): a follow-up
// choice (`card.choose`, answered by `card.guess`, kept in `GameState.choosing`); the card pointed to is shown, then the
// ability's effects resolve with the guess. Rulings "cumulative": it is an end-of-turn action, "so only one copy of
// each will have its effect each turn": each player with a copy in play guesses once at the end of each turn.
import * as E from 'fp-ts/Either';
import type { CardType } from '../../cards/blueprint';
import { CARD_TYPES } from '../../cards/import/decode-row';
import { named, record } from '../core/chronicle';
import { blueprintOf, type CardId, type GameState, opponentOf, type PlayerId } from '../core/game-state';
import { type RuleError, ruleError } from '../core/rule-error';
import { addThisTurn, usedThisTurn, useThisTurn } from '../core/this-turn';
import { actsAtThisTurnEnd, resolveEffects } from './end-of-turn';
import type { PlayChoices } from './immediate';
import { triggersInPlay } from './in-play';
import { selected, selectionIn } from './selection';

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

/** The record, this turn, of each player's guess made. */
const GUESSED = 'guess at end of turn';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/** The choices the effects of `source`'s guessing ability resolve with, its player's. */
const choicesOf = (player: PlayerId, source: CardId): PlayChoices => ({
  player,
  card: source,
  targetCard: null,
  targetPlayer: null,
  take: null,
});

/** The guessing end-of-turn ability of the card `source`, if it has one in play. */
const guessingAbility = (source: CardId, game: GameState) =>
  triggersInPlay('turn.ending')(game).find(
    (entry) => entry.source.id === source && selectionIn(entry.ability.effects, 'guessed') !== undefined,
  );

/** The cards the player may point to. */
const pointable = (choice: GuessChoice, game: GameState): ReadonlyArray<CardId> => {
  const guessed = selectionIn(guessingAbility(choice.source, game)?.ability.effects, 'guessed');
  return guessed === undefined ? [] : selected(guessed.of, choicesOf(choice.player, choice.source))(game);
};

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
    pointable(choice, game).includes(command.card)
      ? E.right(undefined)
      : E.left(
          ruleError(
            blueprintOf(choice.source)(game).title,
            `Guess a card type and point to a card in ${choice.opponent}'s hand.`,
          ),
        );

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Rulebook "End of Turn": the end-of-turn actions of cards in play, each player's copy once
/**
 * The game at its end-of-turn decisions: the next player who has a card in play whose end-of-turn ability guesses at
 * the end of this turn, who has not guessed this turn, guesses now (when there is a card to point to); unchanged when
 * none is left.
 * @category operations
 */
export const beginEndOfTurnGuess = (game: GameState): GameState => {
  const entry = triggersInPlay('turn.ending')(game).find(({ source, ability }) => {
    const guessed = selectionIn(ability.effects, 'guessed');
    const card = game.cards[source.id];
    return (
      guessed !== undefined &&
      card !== undefined &&
      actsAtThisTurnEnd(ability.when, card, game) &&
      !usedThisTurn(source.controller, GUESSED)(game) &&
      selected(guessed.of, choicesOf(source.controller, source.id))(game).length > 0
    );
  });
  if (entry === undefined) return game;
  const player = entry.source.controller;
  const choice: GuessChoice = {
    kind: 'guessCardType',
    player,
    opponent: opponentOf(player)(game),
    source: entry.source.id,
  };
  return { ...useThisTurn(player, GUESSED)(game), choosing: choice };
};

// "Card must be shown. If guessed correctly, card is discarded."
/**
 * The game after the guess: the card shown to the guesser, then the ability's effects resolved with the guess.
 * @category operations
 */
export const guess =
  (choice: GuessChoice, command: GuessCommand) =>
  (game: GameState): GameState => {
    const { choosing: _made, ...rest } = game;
    const effects = guessingAbility(choice.source, game)?.ability.effects ?? [];
    const shown = record(
      `${command.player} guesses ${command.cardType}: ${choice.opponent} shows ${named(command.card)(game)}`,
      command.card,
    )(addThisTurn({ kind: 'sight', viewer: command.player, cards: [command.card] })(rest));
    return resolveEffects(effects, choice.source, { card: command.card, cardType: command.cardType })(shown);
  };

/**
 * Every guess: each card type for each card that may be pointed to.
 * @category operations
 */
export const guesses = (
  choice: GuessChoice,
  player: PlayerId,
  game: GameState,
): ReadonlyArray<GuessCommand> =>
  player !== choice.player
    ? []
    : pointable(choice, game).flatMap((card) =>
        CARD_TYPES.map((cardType): GuessCommand => ({ type: 'card.guess', player, card, cardType })),
      );
