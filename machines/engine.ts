// The engine facade: turns the game actor into the public API of ARCHITECTURE.md
// (createGame, pending, legalActions, send, view, log, persist, restore, replay).
import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import { deepFreeze } from '../domain/core/frozen';
import type { GameState, Pending, PlayerId } from '../domain/core/game-state';
import { type RuleError, ruleError } from '../domain/core/rule-error';
import * as Decisions from '../domain/game/decisions';
import * as ActionChanges from '../domain/responses/action-changes';
import type { SetupError } from '../domain/seed-phases/setup';
import type { LogEntry } from '../domain/view/describe';
import * as View from '../domain/view/view';
import * as ViewLog from '../domain/view/view-log';
import { deliver, forkedTree, gameOf, ownerOf } from './actor-tree';
import { parseCommand } from './command-schema/parse';
import type { Command, Game, GameOptions, GameOrigin, RestoreError, ScenarioError } from './engine-model';
import { createGame, resumeGame, startGame } from './engine-start';
import { gameWith, inspectors, partsOf, replaceParts, withInspector } from './game-handle';
import * as GameLog from './game-log';
import { digestOf, FORMAT, type Persisted, parsePersisted, VERSION } from './persisted';

export type { Command, Game, GameOptions, GameOrigin, RestoreError, ScenarioError } from './engine-model';
export { createGame, resumeGame, startGame } from './engine-start';

// -------------------------------------------------------------------------------------
// queries
// -------------------------------------------------------------------------------------

/** The engine error a game failed on for good, and its state before the failing command. */
const failures = new WeakMap<Game, { readonly error: RuleError; readonly state: GameState }>();

/**
 * The error the engine failed on, if it failed so that the game cannot go on (every `send` then refuses with it, and
 * `state` and `view` show the game as it was before the failing command); null for a healthy game.
 */
export const failure = (game: Game): RuleError | null => failures.get(game)?.error ?? null;

/**
 * The game state the root actor owns now, for the engine's own reading, never handed out as it is: freezing a state
 * costs (V8 freezes a record of a hundred cards, and copies it frozen, through slow paths), so only `state` pays it.
 */
const current = (game: Game): GameState => gameOf(ownerOf(partsOf(game).actor));

/** The state the queries read: a failed game's last good one (frozen), else the current one (not frozen here). */
const shown = (game: Game): GameState => failures.get(game)?.state ?? current(game);

/** The full game state (both players' secrets included), frozen: for tools and tests, not for players. */
export const state = (game: Game): GameState => deepFreeze(shown(game));

/** Whose decision the game waits on and of what kind (frozen), or null when it is over or has failed. */
export const pending = (game: Game): Pending | null =>
  failures.has(game) ? null : deepFreeze(current(game).pending);

/**
 * Every legal command for the pending player, and nothing else (a frozen list); with `player`, every legal command
 * for that player now: the pending decision's for the player it waits on, and for the other the plays "at any time"
 * they may make between the active player's actions (Rulebook "Playing 'At Any Time'"); none for a stranger.
 */
export const legalActions = (game: Game, player?: PlayerId): ReadonlyArray<Command> => {
  if (failures.has(game)) return [];
  if (player === undefined) return Decisions.legalActions(current(game));
  return typeof player === 'string' ? Decisions.legalActionsOf(player)(current(game)) : [];
};

/**
 * What `player` may see (Rulebook "Looking at Cards"): no opponent's hand or decks, no face-down cards. With
 * `log(game, player)`, what a server sends to a player.
 */
export const view = (game: Game, player: PlayerId): View.GameView =>
  deepFreeze(View.toView(player)(shown(game)));

/**
 * The game's log so far, one entry per accepted command, each with the chronicle entries it produced: the omniscient
 * record, or as `player` may read it (Rulebook "Looking at Cards": the titles of cards they did not see withheld).
 * Frozen data: a copy of the list, never the game's own.
 */
export const log = (game: Game, player?: PlayerId): ReadonlyArray<LogEntry> =>
  player === undefined
    ? Object.freeze(GameLog.entriesOf(partsOf(game).log))
    : deepFreeze(ViewLog.logFor(player, shown(game))(GameLog.entriesOf(partsOf(game).log)));

/**
 * How many commands the game's log holds (`log(game).length`), without copying it or writing its entries: what a tool
 * that reads the log at every decision (the fuzz campaign, cli/fuzz-checks.ts) asks to see whether it grew.
 */
export const logLength = (game: Game): number => GameLog.lengthOf(partsOf(game).log);

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * After the engine failed on a command it had begun to apply: the game as it was before it, rebuilt by replaying its
 * log from the origin (so a command is applied whole or not at all), or marked as failed for good.
 */
const recover = (game: Game, error: unknown, before: GameState): RuleError => {
  const cause = messageOf(error);
  try {
    const rebuilt = startAt(game.origin, inspectors.get(game));
    if (E.isRight(rebuilt)) {
      const { actor, log } = partsOf(game);
      const replacement = partsOf(rebuilt.right).actor;
      for (const command of GameLog.commandsOf(log)) deliver(replacement, command);
      actor.stop();
      replaceParts(game, { actor: replacement, log });
      return ruleError(
        'Engine',
        `The engine failed on this command (${cause}); the game is as it was before it.`,
      );
    }
  } catch {
    // the replay failed too: the game cannot go on
  }
  const fatal = ruleError('Engine', `The engine failed (${cause}); the game cannot go on.`);
  failures.set(game, { error: fatal, state: deepFreeze(before) });
  return fatal;
};

/** `send` once the command is well formed and legal: applied whole and logged, or not at all. */
const applyAndLog = (game: Game, command: Command, before: GameState): E.Either<RuleError, Game> => {
  try {
    const { actor, log } = partsOf(game);
    deliver(actor, command);
    GameLog.record(log, command, before, current(game));
    return E.right(game);
  } catch (error) {
    return E.left(recover(game, error, before));
  }
};

/**
 * Applies a legal command, or returns what is wrong with it and leaves the game unchanged: a malformed command, or
 * one naming a card or player not in the game, is refused with the field it gets wrong (`{ rule: 'Command' }`); a
 * well-formed one that breaks a rule, with the rule (naming no card the sender may not see). Never throws; the game
 * keeps a frozen copy of the command, never the caller's object. Its log entry carries what it made happen (the
 * chronicle entries it appended) and, per player, the cards named that they saw at no moment of it.
 */
export const send = (game: Game, command: Command): E.Either<RuleError, Game> => {
  const failed = failures.get(game);
  if (failed !== undefined) return E.left(failed.error);
  let before: GameState;
  let parsed: Command;
  try {
    before = current(game);
    // a command `legalActions` listed (equal in value): the engine's own frozen copy, well formed and legal
    const listed = Decisions.listedCommand(command)(before);
    if (listed !== undefined) parsed = listed;
    else {
      const shaped = parseCommand(command)(before);
      if (E.isLeft(shaped)) return shaped;
      parsed = shaped.right;
      const checked = Decisions.check(parsed)(before);
      if (E.isLeft(checked)) return E.left(ViewLog.refusalFor(parsed.player, before)(checked.left));
    }
  } catch (error) {
    return E.left(ruleError('Engine', `The engine failed checking this command (${messageOf(error)}).`));
  }
  return applyAndLog(game, parsed, before);
};

/**
 * The game as JSON text, at any decision point: where it began, its commands, and the digest of the game they gave (its
 * log and every actor's snapshot, with what each action of the turn changed, domain/responses/action-changes.ts). The
 * omniscient record (its origin holds both decks and the seed, which decide every hidden card): for the server or tool
 * that hosts the game, never sent to a player (send `view` and `log(game, player)` instead).
 */
export const persist = (game: Game): string => {
  const persisted: Persisted = {
    format: FORMAT,
    version: VERSION,
    origin: game.origin as Persisted['origin'],
    commands: GameLog.commandsOf(partsOf(game).log),
    digest: digestOf(playedAs(game)),
  };
  return JSON.stringify(persisted);
};

/** The game as its commands made it: its log and every actor's snapshot, as JSON text (what a digest is of). */
const playedAs = (game: Game): string => {
  const { log, actor } = partsOf(game);
  return JSON.stringify(
    { log: GameLog.entriesOf(log), snapshot: actor.getPersistedSnapshot() },
    ActionChanges.persisted,
  );
};

const restoreError = (message: string): RestoreError => ({ rule: 'Restore', message });

const replayPersisted = (
  persisted: Persisted,
  inspect: GameOptions['inspect'],
): E.Either<RestoreError, Game> => {
  const started = startAt(persisted.origin as GameOrigin, inspect);
  if (E.isLeft(started)) return E.left(restoreError(`Its origin starts no game: ${started.left.message}`));
  const game = started.right;
  for (const [index, command] of persisted.commands.entries()) {
    const sent = send(game, command as Command);
    if (E.isLeft(sent))
      return E.left(restoreError(`Its command ${index + 1} is refused: ${sent.left.message}`));
  }
  if (digestOf(playedAs(game)) !== persisted.digest)
    return E.left(
      restoreError(
        'It does not reproduce: its commands, replayed from its origin, give another game than it saved.',
      ),
    );
  return E.right(game);
};

/**
 * A game from `persist`'s JSON; it continues exactly as the persisted one would. Nothing in the save is trusted: its
 * structure is checked, its commands replayed from its origin, and a save whose commands are refused or give another
 * game than the one it saved (an edited, dropped or swapped command, another seed or deck) is refused.
 */
export const restore = (json: string, inspect?: GameOptions['inspect']): E.Either<RestoreError, Game> => {
  try {
    return pipe(
      parsePersisted(json),
      E.mapLeft(restoreError),
      E.flatMap((persisted) => replayPersisted(persisted, inspect)),
    );
  } catch (error) {
    return E.left(restoreError(`The persisted game cannot be restored: ${messageOf(error)}`));
  }
};

/**
 * A copy of a live game for look-ahead: sending to either leaves the other unchanged. Cheap: the copy shares the
 * immutable game state, and with it what each action of the turn changed (kept beside it by identity,
 * domain/responses/action-changes.ts), instead of writing and reading it as JSON like `restore(persist(game))`; its
 * actors (the same machines) start at the original's machine snapshots, immutable and shared, not at a persisted copy
 * (machines/plain-context.ts), and its log shares the original's records (machines/game-log.ts).
 */
export const fork = (game: Game, inspect?: GameOptions['inspect']): Game => {
  const { actor, log } = partsOf(game);
  const copy = withInspector(
    gameWith(game.origin, { actor: forkedTree(actor, inspect), log: GameLog.forkOf(log) }),
    inspect,
  );
  const failed = failures.get(game);
  if (failed !== undefined) failures.set(copy, failed);
  return copy;
};

/** A new game at the same origin: the same decks and seed, or the same scenario state. */
const startAt = (
  origin: GameOrigin,
  inspect?: GameOptions['inspect'],
): E.Either<SetupError | ScenarioError, Game> =>
  origin.kind === 'scenario'
    ? (origin.midTurn === true ? resumeGame : startGame)(origin.initial, inspect)
    : createGame({
        decks: origin.decks,
        seed: origin.seed,
        startingPlayer: origin.startingPlayer,
        ...(origin.players === undefined ? {} : { players: origin.players }),
        ...(origin.rules === undefined ? {} : { rules: origin.rules }),
        ...(origin.allowUnimplemented === true ? { allowUnimplemented: true } : {}),
        ...(inspect === undefined ? {} : { inspect }),
      });

/** Plays `commands` from a game's origin; the first illegal one is returned with its index and the rule it breaks. */
export const replay = (
  origin: GameOrigin,
  commands: ReadonlyArray<Command>,
): E.Either<SetupError | ScenarioError | { readonly index: number; readonly error: RuleError }, Game> => {
  const started = startAt(origin);
  if (E.isLeft(started)) return started;
  const game = started.right;
  for (const [index, command] of commands.entries()) {
    const result = send(game, command);
    if (E.isLeft(result)) return E.left({ index, error: result.left });
  }
  return E.right(game);
};
