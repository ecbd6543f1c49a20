import { type Command, legalActions, log } from '../machines/engine';
import { newGame, playRandomly } from '../properties/random-games';
import { type Reproduction, reproduce, shrink } from './fuzz-reproduce';

// Issue 16: a failure is made again from its origin and commands, and shrunk to fewer commands that fail alike.
describe('reproduce', () => {
  it('should pass a recorded command the engine accepts, and one it refuses but never listed', () => {
    // Arrange
    const { commands, next } = playedCommands(20);
    // Act
    const accepted = reproduce({ ...reproduction(commands), command: next });
    const unlisted = reproduce({ ...reproduction(commands), command: unknownCard });
    // Assert
    expect(accepted).toBeNull();
    expect(unlisted).toBeNull();
  });
});

describe('shrink', () => {
  it('should keep only the commands a failure needs, each candidate tried on its own', () => {
    // Arrange: a failure that needs the 5th and 12th commands, in order
    const { commands } = playedCommands(20);
    const needed = [commands[4], commands[11]];
    const fails = (candidate: Reproduction) =>
      needed.every((command) => candidate.commands.includes(command as Command));
    // Act
    const shrunk = shrink(reproduction(commands), 200, fails);
    // Assert
    expect(shrunk.commands).toEqual(needed);
    expect(shrunk.seed).toBe(9);
  });

  it('should keep every command of a reproduction that passes once any is dropped', () => {
    // Arrange
    const { commands } = playedCommands(8);
    // Act
    const shrunk = shrink(reproduction(commands), 200, (candidate) => candidate.commands.length === 8);
    // Assert
    expect(shrunk.commands).toEqual(commands);
  });
});

// Helpers

const unknownCard = { type: 'card.play', player: 'p1', card: 'p9-99' } as unknown as Command;

const reproduction = (commands: ReadonlyArray<Command>): Reproduction => ({
  origin: newGame(9).origin,
  commands,
  seed: 9,
  step: commands.length,
  check: 'listed accepted',
});

/** The first `n` commands of a random game of seed 9, and a command listed after them. */
const playedCommands = (n: number) => {
  const game = newGame(9);
  playRandomly(game, 3, n);
  return {
    commands: log(game).map((entry) => entry.command as Command),
    next: legalActions(game)[0] as Command,
  };
};
