// Issue 16: what the fuzz campaign checks at every decision of a game, each a function of the game and a seed (so a
// failure found in a campaign fails again when its replay file is replayed): the bookkeeping invariants, a healthy
// engine, `view` and `log(game, player)` leaking nothing, an unlisted command refused with the game unchanged, and
// listed commands accepted.
import * as E from 'fp-ts/Either';
import type { PlayerId } from '../domain/core/game-state';
import { fromSeed, nextInt, type RandomState } from '../domain/core/random';
import { checkInvariants } from '../domain/game/invariants';
import type { GameView } from '../domain/view/view';
import * as View from '../domain/view/view';
import {
  type Command,
  failure,
  fork,
  type Game,
  legalActions,
  logLength,
  send,
  state,
  view,
} from '../machines/engine';
import { type SeenCards, sameJson, swapLeaks, zoneLeaks } from './fuzz-leaks';
import { logLeaks, type Sightings, sightingsOf } from './fuzz-log-leaks';

/** A check that failed: its name and what went wrong. */
export interface CheckFailure {
  readonly check: string;
  readonly message: string;
}

/**
 * How often the dearer checks run: every `n`-th decision, or one decision in `n` drawn from the seed (`unlisted`); and
 * whether the players' logs are read at this decision (`logs`: a campaign reads them once, at the game's end,
 * `logsLeakNothing`).
 */
export interface CheckRates {
  readonly unlisted: number;
  readonly swapLeak: number;
  readonly listedOnFork: number;
  readonly logs: boolean;
}

// a profile of a campaign (README "The fuzz campaign"): listing the decision for the unlisted command costs as much as
// the player's choice and its `send` together; the swap leak's view of a state with two cards swapped finds none of
// the answers the engine keeps for the state it played (domain/core/memo.ts), and cost four times a view (4.7% of a
// campaign at every 4th decision)
export const defaultRates: CheckRates = { unlisted: 2, swapLeak: 8, listedOnFork: 16, logs: false };

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** `send` that reports a throw as a failure instead of throwing (the API promises it never throws). */
export const sendCaught = (game: Game, command: unknown): E.Either<CheckFailure, ReturnType<typeof send>> => {
  try {
    return E.right(send(game, command as Command));
  } catch (error) {
    return E.left({ check: 'send never throws', message: `send threw: ${messageOf(error)}` });
  }
};

const pick = <A>(items: ReadonlyArray<A>, random: RandomState): readonly [A, RandomState] => {
  const [index, next] = nextInt(items.length)(random);
  return [items[index] as A, next];
};

/** A listed command changed into one the list does not hold: another player, or a field set to another card. */
const unlisted = (listed: ReadonlyArray<Command>, game: Game, random: RandomState): Command | null => {
  const [command, r1] = pick(listed, random);
  // a mutation keeps the command's type: only the listed commands of that type can equal it (compared as their JSON
  // texts would be, without writing every one: most mutations are new at the first try)
  const sameType = listed.filter((c) => c.type === command.type);
  const isListed = (mutated: Command) => sameType.some((c) => sameJson(c, mutated));
  const cards = Object.keys(state(game).cards);
  const players = state(game).players.map((p) => p.id);
  const fields = Object.keys(command).filter((k) => k !== 'type');
  let r = r1;
  for (let attempt = 0; attempt < 8; attempt++) {
    const [field, r2] = pick(fields, r);
    const [card, r3] = pick([...cards, 'p9-99'], r2);
    r = r3;
    const value = (command as unknown as Record<string, unknown>)[field];
    const changed =
      field === 'player'
        ? players.find((p) => p !== value)
        : typeof value === 'string'
          ? card
          : Array.isArray(value)
            ? [...value, card]
            : typeof value === 'number'
              ? value + 1
              : undefined;
    const mutated = { ...command, [field]: changed } as Command;
    if (changed !== undefined && !isListed(mutated)) return mutated;
  }
  return null;
};

// ARCHITECTURE "Every player decision is a command": an unlisted command is refused (not by an engine failure), and
// the game is unchanged
const refusesUnlisted = (
  game: Game,
  listed: ReadonlyArray<Command>,
  random: RandomState,
): CheckFailure | null => {
  const command = listed.length === 0 ? null : unlisted(listed, game, random);
  if (command === null) return null;
  const before = state(game);
  const entries = logLength(game);
  const sent = sendCaught(game, command);
  if (E.isLeft(sent)) return sent.left;
  const shown = JSON.stringify(command);
  if (E.isRight(sent.right)) return { check: 'unlisted refused', message: `accepted ${shown}` };
  if (sent.right.left.rule === 'Engine')
    return { check: 'unlisted refused', message: `engine failed on ${shown}: ${sent.right.left.message}` };
  if (state(game) !== before || logLength(game) !== entries)
    return { check: 'unlisted refused', message: `refusing ${shown} changed the game` };
  return null;
};

// ARCHITECTURE: `legalActions` lists nothing illegal: up to three listed commands, each sent to its own fork
const acceptsListed = (
  game: Game,
  listed: ReadonlyArray<Command>,
  random: RandomState,
): CheckFailure | null => {
  let r = random;
  for (let i = 0; i < Math.min(3, listed.length); i++) {
    const [command, next] = pick(listed, r);
    r = next;
    const sent = sendCaught(fork(game), command);
    if (E.isLeft(sent)) return sent.left;
    if (E.isLeft(sent.right))
      return {
        check: 'listed accepted',
        message: `refused the listed ${JSON.stringify(command)}: ${sent.right.left.message}`,
      };
  }
  return null;
};

/**
 * The log leak check of both players' logs (cli/fuzz-log-leaks.ts), against what each saw at every decision noted so
 * far (`sightings`, else noted now). A campaign runs it once per game, at its end, not at every n-th decision: it
 * finds there every leak it would find at any decision before. A log entry's text for a player is fixed once written
 * (domain/view/view-log.ts `logFor` reads only the entry's own list of unseen cards and the cards' titles), and the
 * point up to which a card was hidden only moves on, so an entry that named a card hidden at every decision up to a
 * point still does at the end, and the reveals let through before it are the same entries.
 */
export const logsLeakNothing = (
  game: Game,
  sightings: ReadonlyMap<PlayerId, Sightings> = sightingsOf(game),
): CheckFailure | null => {
  const leak = logLeaks(game, sightings);
  return leak.length === 0 ? null : { check: 'log leaks nothing', message: leak[0] as string };
};

/** Both players' public views, read by the swap leak check (every `swapLeak`-th decision). */
const publicViewsOf = (game: Game): ReadonlyMap<PlayerId, GameView> =>
  new Map(state(game).players.map(({ id }) => [id, view(game, id)] as const));

/**
 * What both players see of the cards at the other decisions: `View.cardViews`, the `cards` of the view (`view` is
 * `deepFreeze(View.toView(player)(state))`, whose `cards` are `View.cardViews(player)(state)`), which is all that the
 * zone leak and the sightings read: without the view's chronicle, secret deck order and freezing walk.
 */
const cardViewsOf = (game: Game): ReadonlyMap<PlayerId, SeenCards> => {
  const full = state(game);
  return new Map(full.players.map(({ id }) => [id, { cards: View.cardViews(id)(full) }] as const));
};

/** Every check at the decision the game waits on; `step` is its index in the game (the dearer checks skip some). */
export const checkDecision = (
  game: Game,
  seed: number,
  step: number,
  rates: CheckRates = defaultRates,
): CheckFailure | null => {
  const broken = failure(game);
  if (broken !== null) return { check: 'engine healthy', message: broken.message };
  const problems = checkInvariants(state(game));
  if (problems.length > 0) return { check: 'invariants', message: problems.slice(0, 3).join('; ') };
  const random = fromSeed((seed * 7919 + step) >>> 0);
  const publicViews = step % rates.swapLeak === 0 ? publicViewsOf(game) : null;
  const views = publicViews ?? cardViewsOf(game);
  const leak = [
    ...zoneLeaks(game, views),
    ...(publicViews === null ? [] : swapLeaks(game, publicViews, seed + step)),
  ];
  if (leak.length > 0) return { check: 'view leaks nothing', message: leak[0] as string };
  // what each player saw is noted at every decision; their logs are read at the game's end
  const sightings = sightingsOf(game, views);
  const logLeak = rates.logs ? logsLeakNothing(game, sightings) : null;
  if (logLeak !== null) return logLeak;
  // drawn, not every n-th step: decisions that alternate between the players (seeding) are probed for both
  const [draw, afterDraw] = nextInt(rates.unlisted)(random);
  const [unlisted, onFork] = [draw === 0, step % rates.listedOnFork === 0];
  if (!unlisted && !onFork) return null;
  // one list for both checks (the refusal changes nothing)
  const listed = legalActions(game);
  return (
    (unlisted ? refusesUnlisted(game, listed, afterDraw) : null) ??
    (onFork ? acceptsListed(game, listed, afterDraw) : null)
  );
};
