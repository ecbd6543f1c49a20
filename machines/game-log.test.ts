// The log written when it is read (machines/game-log.ts, issue #17): the same entries, frozen, as written at once after
// each command (Rulebook "Looking at Cards": the cards each player saw at no moment of a command included), for the
// engine's own reading (`log`, `persist`) and for a fork's.
import { fc, test } from '@fast-check/jest';
import * as E from 'fp-ts/Either';
import { bundledDecks } from '../cards/decks';
import { fromSeed, nextInt, type RandomState } from '../domain/core/random';
import { type Command, createGame, fork, type Game, legalActions, log, persist, send } from './engine';

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

// Helpers

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
