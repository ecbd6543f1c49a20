// Rulebook "Playing 'At Any Time'" and Subspace Schism ("Plays within five seconds of either players' card draw"): a
// card draw may open a response window. The chapters that make a player draw (a site's text, a hidden agenda, the end
// of the turn) ask this port to open the windows; the response windows (domain/responses/open.ts) implement it and
// domain/game/interpreters.ts plugs it in (issue #14: the chapters below the response windows import them no more).
import type { CardDraws } from './card-draws';
import { cardsIn, type GameState } from './game-state';
import { port, use } from './ports';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** What the response windows do on card draws. */
export interface DrawWindows {
  /** The game with a response window on each of `draws` that someone may answer. */
  readonly openWindowsOnDraws: (draws: ReadonlyArray<CardDraws>) => (after: GameState) => GameState;
  /** The game after `before` became `after`, with a response window on each player's card draw in between. */
  readonly openDrawWindows: (before: GameState) => (after: GameState) => GameState;
}

/**
 * The port of the response windows opened on card draws.
 * @category model
 */
export const drawWindowsPort = port<DrawWindows>('responses.drawWindows');

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * Each player's card draws between two states (the cards in their hand now, in their draw deck before), in player order.
 * @category operations
 */
export const drawsBetween = (before: GameState, after: GameState): ReadonlyArray<CardDraws> =>
  after.players.map(({ id: player }) => ({
    player,
    cards: cardsIn({ kind: 'hand', player })(after).filter(
      (id) => before.cards[id]?.zone.kind === 'drawDeck',
    ),
  }));

/**
 * Each player's card draws of `earlier` followed by theirs of `later` (`earlier` lists every player, as `drawsBetween`).
 * @category operations
 */
export const withLaterDraws = (
  earlier: ReadonlyArray<CardDraws>,
  later: ReadonlyArray<CardDraws>,
): ReadonlyArray<CardDraws> =>
  earlier.map(({ player, cards }) => ({
    player,
    cards: [...cards, ...(later.find((draw) => draw.player === player)?.cards ?? [])],
  }));

/**
 * The game with a response window on each of `draws` that someone may answer (through the port).
 * @category operations
 */
export const openWindowsOnDraws =
  (draws: ReadonlyArray<CardDraws>) =>
  (after: GameState): GameState =>
    use(drawWindowsPort).openWindowsOnDraws(draws)(after);

/**
 * The game after `before` became `after`, with a response window on each player's card draw in between (the cards
 * that went from their draw deck to their hand) that someone may answer (through the port).
 * @category operations
 */
export const openDrawWindows =
  (before: GameState) =>
  (after: GameState): GameState =>
    use(drawWindowsPort).openDrawWindows(before)(after);
