// The log written when it is read (machines/game-log.ts, issue #17): the same entries, frozen, as written at once after
// each command (Rulebook "Looking at Cards": the cards each player saw at no moment of a command included), for the
// engine's own reading (`log`, `persist`) and for a fork's.
import { fc, test } from '@fast-check/jest';
import * as E from 'fp-ts/Either';
import { bundledDecks } from '../cards/decks';
import { fromSeed, nextInt, type RandomState } from '../domain/core/random';
import * as Decisions from '../domain/game/decisions';
import * as Setup from '../domain/seed-phases/setup';
import { type Command, createGame, fork, type Game, legalActions, log, persist, send } from './engine';
import * as GameLog from './game-log';

describe('entriesOf', () => {
  test.prop([fc.integer({ min: 1, max: 10_000 })], { numRuns: 3 })(
    'should give the same entries read after every command as read once at the end, a fork its own',
    (seed) => {
      // Arrange
      const eager = newGame(seed);
      const lazy = newGame(seed);
      const readEachTime: string[] = [];
      let forked: { readonly game: Game; readonly at: number } | undefined;
      // Act
      playRandomly(seed, 120, (command, n) => {
        sendOrThrow(eager, command);
        readEachTime.push(JSON.stringify(log(eager, 'p2').at(-1)));
        sendOrThrow(lazy, command);
        if (n === 60) forked = { game: fork(lazy), at: n + 1 };
        return legalActions(eager);
      });
      // Assert
      expect(log(lazy)).toEqual(log(eager));
      expect(log(lazy, 'p2').map((entry) => JSON.stringify(entry))).toEqual(readEachTime);
      expect(persist(lazy)).toBe(persist(eager));
      expect(log(lazy).every((entry) => Object.isFrozen(entry) && Object.isFrozen(entry.events))).toBe(true);
      expect(log(forked?.game as Game)).toEqual(log(eager).slice(0, forked?.at));
    },
  );
});

describe('forkOf', () => {
  test.prop([fc.array(fc.tuple(fc.boolean(), fc.nat()), { maxLength: 60 })], { numRuns: 100 })(
    'should hold what its parent held, then only what is recorded in it, whatever the parent and other forks record',
    (operations) => {
      // Arrange: logs and their model, a list of commands copied on each fork
      const logs = [GameLog.emptyLog()];
      const models: Command[][] = [[]];
      // Act: each operation forks one of the logs, or records a new command in it
      for (const [forks, pick] of operations) {
        const index = pick % logs.length;
        const [log, model] = [logs[index] as GameLog.GameLog, models[index] as Command[]];
        if (forks) {
          logs.push(GameLog.forkOf(log));
          models.push([...model]);
        } else {
          const command = { ...firstCommand };
          GameLog.record(log, command, initial, initial);
          model.push(command);
        }
      }
      // Assert
      for (const [index, log] of logs.entries()) {
        expect(GameLog.commandsOf(log)).toEqual(models[index]);
        expect(GameLog.commandsOf(log).every((command, at) => command === models[index]?.[at])).toBe(true);
        expect(GameLog.lengthOf(log)).toBe(models[index]?.length);
      }
    },
  );
});

// Helpers

/** A game state and a command legal in it: what the log records (its entries are not read here). */
const initial = (() => {
  const created = Setup.newGame({ decks: [bundledDecks.federation, bundledDecks.klingon], seed: 1 });
  if (E.isLeft(created)) throw new Error(created.left.message);
  return created.right;
})();
const firstCommand = Decisions.legalActions(initial)[0] as Command;

const newGame = (seed: number): Game => {
  const created = createGame({ decks: [bundledDecks.federation, bundledDecks.klingon], seed });
  if (E.isLeft(created)) throw new Error(created.left.message);
  return created.right;
};

const sendOrThrow = (game: Game, command: Command): void => {
  const sent = send(game, command);
  if (E.isLeft(sent)) throw new Error(sent.left.message);
};

/** `commands` random commands (seeded) among those `act` returns after each one, starting from a new game's. */
const playRandomly = (
  seed: number,
  commands: number,
  act: (command: Command, n: number) => ReadonlyArray<Command>,
): void => {
  let random: RandomState = fromSeed(seed);
  let actions = legalActions(newGame(seed));
  for (let n = 0; n < commands && actions.length > 0; n++) {
    const [index, next] = nextInt(actions.length)(random);
    random = next;
    actions = act(actions[index] as Command, n);
  }
};
