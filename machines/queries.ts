// The read-only queries of the public API: a live game's derived values as a player may see them (Rulebook "Looking at
// Cards"; domain/view/card-facts.ts, table-facts.ts), a command as a phrase (domain/view/command-label.ts) and whether
// a card's text is implemented (domain/card-effects/coverage.ts). Input is not trusted: an unknown player or card gives
// nothing.
import * as O from 'fp-ts/Option';
import type { Blueprint } from '../cards/blueprint';
import { textStatus as statusOf, type TextStatus } from '../domain/card-effects/coverage';
import type { CardId, GameState, PlayerId } from '../domain/core/game-state';
import { type CardFacts, cardFacts as factsOf } from '../domain/view/card-facts';
import { labelOf } from '../domain/view/command-label';
import * as Table from '../domain/view/table-facts';
import { type Command, type Game, state } from './engine';

/**
 * What `viewer` may know of a card now: its effective attributes, skills with levels, icons, characteristics, a ship's
 * RANGE left, SHIELDS, WEAPONS, crew and staffing, whether it is unopposed; none for a card they may not see.
 * @category queries
 */
export const cardFacts = (game: Game, viewer: PlayerId, card: CardId): O.Option<CardFacts> =>
  asPlayer(game, viewer, O.none, (s) => factsOf(viewer, card)(s));

/**
 * Every crew and Away Team, as `viewer` may tell them apart.
 * @category queries
 */
export const teams = (game: Game, viewer: PlayerId): ReadonlyArray<Table.Team> =>
  asPlayer(game, viewer, [], Table.teams(viewer));

/**
 * Every location, with its missions, who completed it, and whether `viewer`'s cards there are unopposed.
 * @category queries
 */
export const locations = (game: Game, viewer: PlayerId): ReadonlyArray<Table.LocationFacts> =>
  asPlayer(game, viewer, [], Table.locations(viewer));

/**
 * Each player's score and completed missions, starting player first.
 * @category queries
 */
export const scores = (game: Game): ReadonlyArray<Table.PlayerFacts> => Table.players(state(game));

/**
 * A command as a short phrase ("beam Data from U.S.S. Enterprise to Avert Disaster"), naming the cards its sender may
 * see; a value that is no command is described as such.
 * @category queries
 */
export const describeCommand = (game: Game, command: Command): string => {
  const shape = command as unknown as { readonly type?: unknown; readonly player?: unknown } | null;
  if (
    typeof shape !== 'object' ||
    shape === null ||
    typeof shape.type !== 'string' ||
    typeof shape.player !== 'string'
  )
    return 'not a command (an object with a string type and player)';
  return labelOf(command)(state(game));
};

/**
 * Whether the engine implements a card's game text (ARCHITECTURE "Cards are data"); `textStatus` says how, or what
 * is missing.
 * @category queries
 */
export const implemented = (blueprint: Blueprint): boolean => textStatus(blueprint).implemented;

/**
 * Whether the engine implements a card's game text, and how (or what is missing); a value that is no card is not.
 * @category queries
 */
export const textStatus = (blueprint: Blueprint): TextStatus => {
  const shape = blueprint as unknown as { readonly id?: unknown; readonly type?: unknown } | null;
  return typeof shape === 'object' &&
    shape !== null &&
    typeof shape.id === 'string' &&
    typeof shape.type === 'string'
    ? statusOf(blueprint)
    : { implemented: false, reason: 'not a card (a blueprint with a string id and type)' };
};

// Helpers

const asPlayer = <A>(game: Game, viewer: PlayerId, none: A, f: (s: GameState) => A): A => {
  const s = state(game);
  return s.players.some((p) => p.id === viewer) ? f(s) : none;
};
