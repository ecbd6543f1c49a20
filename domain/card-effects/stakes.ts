// Raise the Stakes: "Your opponent must forfeit the game OR agree the eventual winner may randomly select and keep one
// card from loser's 60-card deck. (Cumulative.)" The opponent's choice follows the card's play as a follow-up decision
// (`card.choose`, answered by `stakes.answer`, kept in `GameState.choosing`): forfeiting ends the game (README "End of
// the game"), agreeing leaves the event in play, where each copy's lasting modifier of the game's stakes (`modify`,
// reach `theGame`: cards/language/lasting-effects.ts) stakes one more card in the game result.
import * as E from 'fp-ts/Either';
import { named, record } from '../core/chronicle';
import { type CardId, type GameState, opponentOf, type PlayerId } from '../core/game-state';
import type { Answer } from '../core/query-points';
import { type RuleError, ruleError } from '../core/rule-error';
import { gameStakes } from '../turn/staked-cards';
import type { Interpreter } from './immediate';
import { gameModifiersInPlay, oncePerTitle, valueKey } from './in-play';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** The stakes raised by `source`: `player` (the opponent of its player) must forfeit or agree. */
export interface StakesChoice {
  readonly kind: 'forfeitOrAgreeStakes';
  readonly player: PlayerId;
  readonly source: CardId;
}

/** The opponent's answer: forfeit the game, or agree to the stakes. */
export interface StakesCommand {
  readonly type: 'stakes.answer';
  readonly player: PlayerId;
  readonly answer: 'forfeit' | 'agree';
}

const RAISE = 'Raise the Stakes';
const STAKES = valueKey({ kind: 'game', name: 'stakes' });

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Raise the Stakes: "Your opponent must forfeit the game OR agree": only the opponent answers, one of the two
/**
 * Right when the command answers the stakes now raised, else the rule it breaks.
 * @category predicates
 */
export const checkAnswer =
  (choice: StakesChoice, command: StakesCommand) =>
  (_game: GameState): E.Either<RuleError, void> =>
    command.player === choice.player && (command.answer === 'forfeit' || command.answer === 'agree')
      ? E.right(undefined)
      : E.left(ruleError(RAISE, `${choice.player} must forfeit the game or agree to the stakes.`));

// README "End of the game", Rulebook 12.11 S.A.M. "add" and 12.9 Cumulative: "(Cumulative.)", each copy in play
// stakes one more card
/**
 * How many cards the eventual winner may randomly select and keep from the loser's deck: the sum of the modifiers of
 * the game's stakes in play (copies of a card not marked cumulative add once).
 * @category predicates
 */
export const stakedCards = (game: GameState): number =>
  oncePerTitle(gameModifiersInPlay(STAKES)(game)).reduce((sum, { effect }) => sum + effect.cards, 0);

/**
 * `modify` of the game's stakes answers the end of the game's query point `victory.stakedCards`
 * (domain/turn/staked-cards.ts) with `stakedCards`; relevant only while a card in play modifies them.
 * @category predicates
 */
export const stakesAnswer: Answer<void, number> = {
  point: gameStakes,
  by: 'modify',
  relevant: (game) => gameModifiersInPlay(STAKES)(game).length > 0,
  answer: () => stakedCards,
};

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The game waiting for the opponent of the card's player to forfeit or agree to the stakes.
 * @category operations
 */
export const opponentForfeitsOrAgreesStakes: Interpreter<'opponentForfeitsOrAgreesStakes'> =
  (_effect, choices) => (game) =>
    choices.card === undefined
      ? game
      : {
          ...game,
          choosing: {
            kind: 'forfeitOrAgreeStakes',
            player: opponentOf(choices.player)(game),
            source: choices.card,
          },
        };

// Raise the Stakes: forfeiting ends the game, the card's player winning; agreeing leaves the stakes in play
/**
 * The game after the answer: over, won by the other player (`forfeit`), or going on with the stakes agreed.
 * @category operations
 */
export const answer =
  (choice: StakesChoice, command: StakesCommand) =>
  (game: GameState): GameState => {
    const { choosing: _answered, ...rest } = game;
    if (command.answer === 'agree')
      return record(
        `${command.player} agrees to the stakes of ${named(choice.source)(game)}`,
        choice.source,
      )(rest);
    const winner = opponentOf(command.player)(game);
    // the copies agreed before this one still stake their cards
    const stakes = stakedCards(game) - 1;
    return record(
      `${command.player} forfeits the game`,
      choice.source,
    )({
      ...rest,
      winner,
      result: { kind: 'won', winner, reason: 'forfeit', ...(stakes > 0 ? { stakes } : {}) },
    });
  };

/**
 * The two answers to the stakes.
 * @category operations
 */
export const answers = (choice: StakesChoice, player: PlayerId): ReadonlyArray<StakesCommand> =>
  player === choice.player
    ? [
        { type: 'stakes.answer', player, answer: 'forfeit' },
        { type: 'stakes.answer', player, answer: 'agree' },
      ]
    : [];
