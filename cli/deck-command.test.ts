import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { federation } from '../cards/decks';
import { stccg } from './test-support';

let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'stccg-deck-'));
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('deckCommand', () => {
  it('should print OK with a summary and exit 0 for a legal deck (Rulebook "Building a Deck")', async () => {
    // Arrange
    const path = file('federation.txt', federation);

    // Act
    const { code, stdout, stderr } = await validate(path);

    // Assert
    expect([code, stdout, stderr]).toEqual([0, ['OK: 6 missions, 18 seed cards, 33 draw cards'], []]);
  });

  it('should print every problem with its line and rule and exit 1 (Rulebook "Building a Deck")', async () => {
    // Arrange
    const path = file(
      'short.txt',
      ['Missions:', 'Avert Disaster', 'Seed deck:', 'Test Mission', 'Draw deck:', 'Data'].join('\n'),
    );

    // Act
    const { code, stdout, stderr } = await validate(path);

    // Assert
    expect(code).toBe(1);
    expect(stdout).toEqual([]);
    expect(stderr).toEqual([
      `${path}:1: the mission pile has 1 mission; it needs exactly 6 [Building a Deck: mission pile]`,
      `${path}:4: "Test Mission" (Mission) may not be in the seed deck; list it in its own pile [Building a Deck: seed deck]`,
      `${path}:5: the draw deck has 1 card; it needs at least 30 [Building a Deck: draw deck]`,
    ]);
  });

  it('should name the unknown card with its line and a suggestion, and still list the deck-building problems', async () => {
    // Arrange: a typo, and a mission listed in the seed deck
    const path = file(
      'typo.txt',
      federation
        .replace('\nTricorder\n', '\nTricoder\n')
        .replace('Seed deck:\n', 'Seed deck:\nTest Mission\n'),
    );

    // Act
    const { code, stderr } = await validate(path);

    // Assert
    expect(code).toBe(1);
    expect(stderr).toEqual([
      expect.stringMatching(/:\d+: "Test Mission" \(Mission\) may not be in the seed deck/),
      expect.stringMatching(
        new RegExp(`^${escapeRegExp(path)}:\\d+: unknown card "Tricoder"; did you mean "Tricorder"`),
      ),
    ]);
  });

  it('should refuse a section whose declared count differs from its cards, on the header line', async () => {
    // Arrange
    const path = file('counted.txt', federation.replace('Draw deck:', 'Draw deck (34):'));

    // Act
    const { code, stderr } = await validate(path);

    // Assert
    const line = federation.split('\n').indexOf('Draw deck:') + 1;
    expect(code).toBe(1);
    expect(stderr).toEqual([
      `${path}:${line}: the header declares 34 cards but the section has 33 [Deck list format]`,
    ]);
  });

  it('should refuse a file over 1 MB from its size, without reading it', async () => {
    // Arrange
    const path = file('huge.txt', Buffer.alloc(2 ** 20 + 1, 'a'));

    // Act
    const { code, stderr } = await validate(path);

    // Assert
    expect(code).toBe(1);
    expect(stderr).toEqual([`stccg deck validate: ${path}: is 1 MB, larger than a deck list may be (1 MB)`]);
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
  ])('should give one clear line on stderr and exit 1 for %s', async (_, pathOf, reason) => {
    // Arrange
    const path = pathOf();

    // Act
    const { code, stdout, stderr } = await validate(path);

    // Assert
    expect(code).toBe(1);
    expect(stdout).toEqual([]);
    expect(stderr).toHaveLength(1);
    expect(stderr[0]).toContain(reason);
    expect(stderr[0]).not.toMatch(/\n|at .*\.ts/);
  });

  it.each([
    [['validate'], "stccg: missing required argument 'file'"],
    [['check', 'x.txt'], "stccg: unknown command 'check'"],
    [
      ['validate', 'a.txt', 'b.txt'],
      "stccg: too many arguments for 'validate'. Expected 1 argument but got 2.",
    ],
  ])('should refuse the arguments %j as a usage error, exit 2', async (args, line) => {
    // Act
    const { code, stderr } = await stccg('deck', ...args);

    // Assert
    expect(code).toBe(2);
    expect(stderr).toEqual([line]);
  });
});

// Helpers

const validate = (path: string) => stccg('deck', 'validate', path);

const file = (name: string, content: string | Buffer): string => {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
};

const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
