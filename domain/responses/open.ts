// Rulebook "Playing a Card" and Rulings "actions – step 1: initiation": a card play is announced and the card placed
// face up before its results; a response window opens on an action only when someone holds a valid response to it
// (so that games without response cards ask nothing more). Card draws open one too (Subspace Schism): this module
// implements the draw windows' port (domain/core/draw-windows.ts) that the chapters below the responses ask.
import * as O from 'fp-ts/Option';
import type { PlayCard } from '../card-play/card-play';
import { resolvePlay } from '../card-play/card-play-results';
import type { CardDraws } from '../core/card-draws';
import { awaitDecision } from '../core/decision';
import { drawsBetween } from '../core/draw-windows';
import { recordEvents } from '../core/game-events';
import { type GameState, moveCard } from '../core/game-state';
import type { AttemptReport } from '../mission-attempt/model';
import type { Action } from './model';
import { respondersTo } from './valid';

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Rulebook "Playing a Card": "announce the title of the card and place it face-up on the table"; its immediate
// effects and its entering play are its results, after the responses
/**
 * The game with the card of a card play announced: face up, being played (not in play), its results to come.
 * @category operations
 */
export const initiate =
  (command: PlayCard) =>
  (game: GameState): GameState =>
    moveCard(command.card, { kind: 'beingPlayed', player: command.player }, 'bottom', (c) => ({
      ...c,
      faceUp: true,
    }))(game);

// Rulings "actions – step 1: initiation" and "step 2": the card is announced; when someone holds a valid response,
// its results wait in a response window (domain/responses), else they follow at once, and any card draw they make
// may be answered in turn (Subspace Schism)
/**
 * The game after a legal card play: a response window open on it, or the card played and any draw answered.
 * @category operations
 */
export const play =
  (command: PlayCard) =>
  (game: GameState): GameState => {
    // Rulings "actions – step 1: initiation": the card is played, nullified in response or not
    const penalized = recordEvents({ type: 'card.played', card: command.card, player: command.player })(game);
    return O.getOrElse(() => openDrawWindows(game)(resolvePlay(command)(penalized)))(
      open({ kind: 'cardPlay', command })(initiate(command)(penalized)),
    );
  };

// Rulings "actions – step 2": the players may respond to an action before its results
/**
 * The game waiting on the first player (the other player first) who holds a valid response to `action`, the
 * action on top of those under way; none when no one holds one.
 * @category operations
 */
export const open =
  (action: Action) =>
  (game: GameState): O.Option<GameState> => {
    const [first] = respondersTo(action)(game);
    if (first === undefined) return O.none;
    const stack = [...(game.responding?.stack ?? []), action];
    return O.some(
      awaitDecision(first, 'response.window')({ ...game, responding: { stack, passed: [], asked: first } }),
    );
  };

// Subspace Schism: "Plays within five seconds of either players' card draw"
/**
 * The game with a response window on each of `draws` that someone may answer.
 * @category operations
 */
export const openWindowsOnDraws =
  (draws: ReadonlyArray<CardDraws>) =>
  (after: GameState): GameState =>
    draws.reduce(
      (game, { player, cards }) =>
        cards.length === 0 ? game : O.getOrElse(() => game)(open({ kind: 'cardDraw', player, cards })(game)),
      after,
    );

/**
 * The game after `before` became `after`, with a response window on each player's card draw in between (the cards
 * that went from their draw deck to their hand) that someone may answer.
 * @category operations
 */
export const openDrawWindows =
  (before: GameState) =>
  (after: GameState): GameState =>
    openWindowsOnDraws(drawsBetween(before, after))(after);

// Rulebook 7.2: "The mission attempt is now complete, and cards which respond to that (such as Particle Fountain) may
// be played"
/**
 * The game after a mission attempt, with a response window on the mission just completed (a solved attempt) that
 * someone may answer.
 * @category operations
 */
export const openMissionCompleted =
  (report: AttemptReport) =>
  (game: GameState): GameState => {
    if (report.outcome !== 'solved') return game;
    const { player, location, ship } = report.request;
    const mission = ship === null ? 'planet' : 'space';
    const action: Action = { kind: 'missionCompleted', player, location, mission, team: report.team };
    return O.getOrElse(() => game)(open(action)(game));
  };
