// Issue 16, Rulebook "Looking at Cards": the fuzz campaign's leak check of `log(game, player)`, trusting neither the
// log's own record of what each player saw (its `unseen` lists) nor the chronicle's. It keeps, for each viewer, the
// cards that were in a zone the rulebook hides from them (`hiddenByZone`) and unnamed by their view at every decision
// of the game: such a card must not appear with its title (`Title (id)`, domain/view/describe.ts) in any log entry
// written before the last decision it was so hidden at. Two reveals the rules make to both players within one command,
// after which the card may be hidden again, are let through by what the entry says; from that entry on the card
// counts as seen:
// - Rulebook 7.2 (line 610), a mission attempt: "slide the bottom seed card out from under the mission, reveal it
//   face-up" (`Title (id) is revealed`); a dilemma not overcome is then reseeded face down;
// - Rulebook "Probing" (line 966): "reveal the top card of your draw deck, called the probe card" (`the probe card is
//   Title (id)`), which is then replaced atop the deck unless the card says otherwise.
import * as E from 'fp-ts/Either';
import { blueprintOf, type CardId, type GameState, type PlayerId } from '../domain/core/game-state';
import type { LogEntry } from '../domain/view/describe';
import { type Game, log, logLength, replay, send, state, view } from '../machines/engine';
import { hiddenFrom, type Leak, type SeenCards } from './fuzz-leaks';

/** For one viewer: each card hidden from them at every decision so far, with the log length at the last of those. */
export interface Sightings {
  readonly hiddenUntil: Map<CardId, number>;
  readonly seen: Set<CardId>;
}

/** The sightings of every player, and how many log entries the game had at the decision last noted. */
interface GameSightings {
  readonly players: Map<PlayerId, Sightings>;
  entries: number;
}

/** Notes the decision `game` waits on (its log has `entries` entries) in `sightings`, `seen` being the view. */
export const noteDecision = (
  sightings: Sightings,
  viewer: PlayerId,
  seen: SeenCards,
  game: GameState,
  entries: number,
): void => {
  const hidden = new Set<CardId>();
  for (const card of hiddenFrom(viewer, game))
    if (seen.cards[card.id]?.blueprint === null) hidden.add(card.id);
  for (const id in game.cards) {
    if (sightings.seen.has(id as CardId)) continue;
    if (hidden.has(id as CardId)) sightings.hiddenUntil.set(id as CardId, entries);
    else sightings.seen.add(id as CardId);
  }
};

const noteAll = (record: GameSightings, game: Game, views?: ReadonlyMap<PlayerId, SeenCards>): void => {
  const full = state(game);
  record.entries = logLength(game);
  for (const { id } of full.players) {
    const sightings = record.players.get(id) ?? { hiddenUntil: new Map(), seen: new Set() };
    record.players.set(id, sightings);
    noteDecision(sightings, id, views?.get(id) ?? view(game, id), full, record.entries);
  }
};

// the sightings of a game's past decisions, made again from its origin (a reproduction checks one decision only)
const rebuilt = (game: Game): GameSightings => {
  const record: GameSightings = { players: new Map(), entries: 0 };
  const started = replay(game.origin, []);
  if (E.isLeft(started)) return record;
  for (const entry of log(game)) {
    noteAll(record, started.right);
    send(started.right, entry.command as Parameters<typeof send>[1]);
  }
  return record;
};

const known = new WeakMap<Game, GameSightings>();

/**
 * The sightings of every decision of `game` up to the one it waits on: noted one decision at a time when the campaign
 * calls this at every decision (`views`: the players' views now, if at hand), else made again from the game's origin.
 */
export const sightingsOf = (
  game: Game,
  views?: ReadonlyMap<PlayerId, SeenCards>,
): ReadonlyMap<PlayerId, Sightings> => {
  const entries = logLength(game);
  let record = known.get(game);
  if (record === undefined || (record.entries !== entries && record.entries !== entries - 1))
    record = rebuilt(game);
  if (record.entries !== entries || record.players.size === 0) noteAll(record, game, views);
  known.set(game, record);
  return record.players;
};

/** The texts of the reveals the rules make (this file's head): a seed card in a mission attempt, a probe card. */
const reveals = (title: string, id: CardId): ReadonlyArray<string> => [
  `${title} (${id}) is revealed`,
  `the probe card is ${title} (${id})`,
];

/**
 * The first entry of `entries` (`viewer`'s log) that names with its title a card `sightings` says they never saw
 * then, or null.
 */
export const logLeak = (
  viewer: PlayerId,
  entries: ReadonlyArray<LogEntry>,
  sightings: Sightings,
  game: GameState,
): Leak | null => {
  const revealed = new Set<CardId>();
  for (const [index, entry] of entries.entries()) {
    const texts = [entry.text, ...entry.events];
    for (const text of texts)
      for (const [, id] of text.matchAll(/\(([^()\s]+)\)/g)) {
        const until = sightings.hiddenUntil.get(id as CardId);
        if (until === undefined || index >= until || revealed.has(id as CardId)) continue;
        const title = blueprintOf(id as CardId)(game).title;
        const shown = reveals(title, id as CardId);
        if (texts.some((t) => shown.some((reveal) => t.includes(reveal)))) revealed.add(id as CardId);
        else if (text.includes(`${title} (${id})`))
          return `${viewer}'s log entry ${entry.seq} names ${title} (${id}), hidden from them at every decision: ${text}`;
      }
  }
  return null;
};

/** The log leak of each player at the decision `game` waits on, `sightings` being `sightingsOf(game)`. */
export const logLeaks = (game: Game, sightings: ReadonlyMap<PlayerId, Sightings>): ReadonlyArray<Leak> => {
  const full = state(game);
  return full.players.flatMap(({ id }) => {
    const mine = sightings.get(id);
    const leak = mine === undefined ? null : logLeak(id, log(game, id), mine, full);
    return leak === null ? [] : [leak];
  });
};
