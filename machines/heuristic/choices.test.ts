import { createHash } from 'node:crypto';
import * as E from 'fp-ts/Either';
import { bundledDecks } from '../../cards/decks';
import { type Command, type Game, send, state } from '../engine';
import { created } from '../engine-test-support';
import { nextCommand } from '../players';
import { heuristicPlayer } from './player';

// Issue 16 (the fuzz campaign's rate): the heuristic player's look-ahead (machines/heuristic/value.ts) is made cheaper
// without changing what it chooses. These digests are of the commands two heuristic players chose in the first
// COMMANDS decisions of a game between the bundled decks (or all of them, when it ends sooner), recorded before the
// look-ahead was changed (commit 3fc81a1): a change to the player's judgement changes them, and must say so.
const COMMANDS = 300;

const recorded: ReadonlyArray<readonly [number, number, string]> = [
  [1, 216, '84a6282d7c581600'],
  [2, 152, 'c414202c560371c5'],
  [5, 130, 'ee41656fad50cec7'],
];

describe('heuristicPlayer', () => {
  it.each(recorded)(
    'should choose the commands it chose before in the game of seed %i',
    (seed, length, digest) => {
      // Arrange
      const game = created({ decks: [bundledDecks.federation, bundledDecks.klingon], seed });
      const players = { p1: heuristicPlayer(seed * 2 + 1), p2: heuristicPlayer(seed * 2 + 2) };
      // Act
      const commands = playOut(game, players);
      // Assert
      expect({ length: commands.length, digest: digestOf(commands) }).toEqual({ length, digest });
    },
  );
});

// Helpers

/** The commands chosen (plays "at any time" included) until the game ends or COMMANDS were sent. */
const playOut = (game: Game, players: Parameters<typeof nextCommand>[1]): ReadonlyArray<Command> => {
  const commands: Command[] = [];
  while (commands.length < COMMANDS) {
    const pending = state(game).pending;
    const next = pending === null ? null : nextCommand(game, players, pending.player);
    if (next === null) break;
    const sent = send(game, next.command);
    if (E.isLeft(sent)) throw new Error(`${next.command.type}: ${sent.left.message}`);
    commands.push(next.command);
  }
  return commands;
};

const digestOf = (commands: ReadonlyArray<Command>): string =>
  createHash('sha256').update(JSON.stringify(commands)).digest('hex').slice(0, 16);
