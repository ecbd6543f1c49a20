import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { federation } from '../cards/decks';
import { runDeckCommand } from './deck-command';

let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'stccg-deck-'));
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('runDeckCommand', () => {
  it('should print OK with a summary and exit 0 for a legal deck (Rulebook "Building a Deck")', () => {
    // Arrange
    const path = file('federation.txt', federation);

    // Act
    const { code, stdout, stderr } = run(['validate', path]);

    // Assert
    expect([code, stdout, stderr]).toEqual([0, ['OK: 6 missions, 18 seed cards, 33 draw cards'], []]);
  });

  it('should print every problem with its line and rule and exit 1 (Rulebook "Building a Deck")', () => {
    // Arrange
    const path = file(
      'short.txt',
      ['Missions:', 'Avert Disaster', 'Seed deck:', 'Test Mission', 'Draw deck:', 'Data'].join('\n'),
    );

    // Act
    const { code, stdout, stderr } = run(['validate', path]);

    // Assert
    expect(code).toBe(1);
    expect(stdout).toEqual([]);
    expect(stderr).toEqual([
      `${path}:1: the mission pile has 1 mission; it needs exactly 6 [Building a Deck: mission pile]`,
      `${path}:4: "Test Mission" (Mission) may not be in the seed deck; list it in its own pile [Building a Deck: seed deck]`,
      `${path}:5: the draw deck has 1 card; it needs at least 30 [Building a Deck: draw deck]`,
    ]);
  });

  it('should give one line naming the unknown card, its line and a suggestion', () => {
    // Arrange
    const path = file('typo.txt', federation.replace('\nTricorder\n', '\nTricoder\n'));

    // Act
    const { code, stderr } = run(['validate', path]);

    // Assert
    expect(code).toBe(1);
    expect(stderr).toHaveLength(1);
    expect(stderr[0]).toMatch(
      new RegExp(`^${escapeRegExp(path)}:\\d+: unknown card "Tricoder"; did you mean "Tricorder"`),
    );
  });

  it.each([
    ['a missing file', () => join(dir, 'nope.txt'), 'no such file'],
    ['an empty file', () => file('empty.txt', '  \n# only a comment\n'), 'is empty'],
    ['a directory', () => dir, 'is a directory'],
    ['a binary file', () => file('nul.bin', Buffer.from([0x4d, 0x00, 0x01])), 'binary file'],
    [
      'a file that is not UTF-8',
      () => file('latin1.txt', Buffer.from([0x44, 0x61, 0x74, 0xe1])),
      'not UTF-8',
    ],
  ])('should give one clear line on stderr and exit 2 for %s', (_, pathOf, reason) => {
    // Arrange
    const path = pathOf();

    // Act
    const { code, stdout, stderr } = run(['validate', path]);

    // Assert
    expect(code).toBe(2);
    expect(stdout).toEqual([]);
    expect(stderr).toHaveLength(1);
    expect(stderr[0]).toContain(reason);
    expect(stderr[0]).not.toMatch(/\n|at .*\.ts/);
  });

  it.each([[[]], [['validate']], [['check', 'x.txt']], [['validate', 'a.txt', 'b.txt']]])(
    'should print the usage and exit 2 for the arguments %j',
    (args) => {
      // Arrange, Act
      const { code, stderr } = run(args);

      // Assert
      expect(code).toBe(2);
      expect(stderr).toHaveLength(1);
      expect(stderr[0]).toContain('usage: stccg deck validate FILE');
    },
  );
});

// Helpers

const run = (args: ReadonlyArray<string>) => {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const code = runDeckCommand(args, { stdout: (s) => stdout.push(s), stderr: (s) => stderr.push(s) });
  return { code, stdout, stderr };
};

const file = (name: string, content: string | Buffer): string => {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
};

const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
