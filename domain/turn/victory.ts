// Rulebook "Missions" (L69) and "Ending the Game" (L986): the win condition, and how a game ends.
//
// Our rulebook copy lost the list after "The game continues until one player wins the game by having at least 100
// points. However:" (RULES-CHECKLIST B.10). We add the 1E rule players use: play also ends when both draw decks are
// exhausted, and the player with more points wins (equal points: a draw). A draw deck counts as exhausted once its
// owner has ended a turn with it empty (no end-of-turn draw) and it is still empty (README "End of the game"). The
// engine asks `gameResult` after each action; a card that makes a player win or forfeit sets `GameState.winner`.
import * as O from 'fp-ts/Option';
import type { LocationType } from '../../cards/blueprint';
import { record } from '../core/chronicle';
import type { GameResult } from '../core/game-result';
import { blueprintOf, cardsIn, type GameState, getCard, type PlayerId } from '../core/game-state';
import { ask } from '../core/query-points';
import { gameStakes } from './staked-cards';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** Rulebook "Missions": the points a player needs to win. */
export const WINNING_SCORE = 100;

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Rulebook "Missions": at least one [P] planet mission, one [S] space mission, and 100 points win the game
/**
 * Whether the player has won on points: at least 100 points, and two different completed missions, one counting as a
 * planet and one as a space mission (a space/planet mission counts as either one, not both).
 * @category predicates
 */
export const hasMetWinCondition =
  (player: PlayerId) =>
  (game: GameState): boolean => {
    const score = game.players.find((p) => p.id === player)?.score ?? 0;
    if (score < WINNING_SCORE) return false;
    const types = completedMissionTypes(player)(game);
    const count = (type: LocationType) => types.filter((t) => t === type).length;
    const [planets, spaces, duals] = [count('planet'), count('space'), count('dual')];
    return planets + duals >= 1 && spaces + duals >= 1 && types.length >= 2;
  };

// 1E end of game (lost from our rulebook copy): play ends when both draw decks are exhausted, each player having
// had a turn that ended with an empty draw deck (so each plays one turn after drawing their last card)
/**
 * Whether both players' draw decks are exhausted during the play phase: each player's last turn ended with their
 * draw deck empty (no draw), and it is still empty.
 * @category predicates
 */
export const areDrawDecksExhausted = (game: GameState): boolean =>
  (game.phase === 'play' || game.phase === 'over') &&
  game.players.every(
    (p) =>
      game.turn.exhaustedDrawDecks.includes(p.id) &&
      cardsIn({ kind: 'drawDeck', player: p.id })(game).length === 0,
  );

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The type of each location the player completed, read from the player's own mission card there (Rulebook
 * "Mission Phase": at a shared mission each player uses only their own card).
 * @category operations
 */
export const completedMissionTypes =
  (player: PlayerId) =>
  (game: GameState): ReadonlyArray<LocationType> =>
    Object.values(game.locations)
      .filter((location) => location.completedBy === player)
      .flatMap((location) => {
        const own =
          location.missions.find((id) => getCard(id)(game).owner === player) ?? location.missions[0];
        const mission = own === undefined ? undefined : blueprintOf(own)(game);
        return mission !== undefined && 'missionType' in mission ? [mission.missionType] : [];
      });

/**
 * How the game ended, or none while it goes on: the recorded result of a finished game, a declared winner, a player
 * meeting the win condition (the active player first), or, with both draw decks exhausted, more points (equal
 * points: a draw).
 * @category operations
 */
export const gameResult = (game: GameState): O.Option<GameResult> => {
  if (game.result !== null) return O.some(game.result);
  if (game.winner !== null) return O.some({ kind: 'won', winner: game.winner, reason: 'declared' });
  const byActive = [...game.players].sort(
    (a, b) => Number(b.id === game.turn.active) - Number(a.id === game.turn.active),
  );
  const onPoints = byActive.find((p) => hasMetWinCondition(p.id)(game));
  if (onPoints !== undefined) return O.some({ kind: 'won', winner: onPoints.id, reason: 'points' });
  if (!areDrawDecksExhausted(game)) return O.none;
  const [first, second] = game.players;
  if (first.score === second.score) return O.some({ kind: 'draw', reason: 'decksExhausted' });
  return O.some({
    kind: 'won',
    winner: first.score > second.score ? first.id : second.id,
    reason: 'decksExhausted',
  });
};

/**
 * The winner of a finished game; none while it goes on or after a draw.
 * @category operations
 */
export const winner = (game: GameState): O.Option<PlayerId> =>
  O.chain((result: GameResult) => (result.kind === 'won' ? O.some(result.winner) : O.none))(gameResult(game));

/**
 * Whether the game has ended, or ends now (`gameResult` is some).
 * @category operations
 */
export const isGameOver = (game: GameState): boolean => O.isSome(gameResult(game));

// Raise the Stakes: "the eventual winner may randomly select and keep one card from loser's 60-card deck"
const withStakes = (result: GameResult, game: GameState): GameResult => {
  if (result.kind !== 'won' || game.result !== null) return result;
  const stakes = ask(gameStakes, undefined)(game);
  return stakes > 0 ? { ...result, stakes } : result;
};

// README "No silent blank cards": the result records the cards whose game text is not implemented that mattered
const withBlankCards = (result: GameResult, game: GameState): GameResult =>
  game.blankCards === undefined || game.blankCards.length === 0
    ? result
    : { ...result, blankCards: game.blankCards };

// Rulebook "Ending the Game": once a player wins (or the decks run out), play stops
/**
 * The finished game: phase `over`, no pending decision, its result recorded (with the stakes agreed) and the winner
 * (null after a draw). Unchanged while the game goes on.
 * @category operations
 */
export const endGame = (game: GameState): GameState =>
  O.match(
    () => game,
    (ended: GameResult) => {
      const result = withBlankCards(withStakes(ended, game), game);
      const blank =
        result.blankCards === undefined ? '' : `, played with ${result.blankCards.length} blank card(s)`;
      return record(
        result.kind === 'won'
          ? `game over: ${result.winner} wins (${result.reason})${blank}`
          : `game over: a draw${blank}`,
      )({
        ...game,
        phase: 'over' as const,
        pending: null,
        result,
        winner: result.kind === 'won' ? result.winner : null,
      });
    },
  )(gameResult(game));
