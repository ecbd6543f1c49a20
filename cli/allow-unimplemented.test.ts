// README "No silent blank cards" on the command line: a deck with a card whose game text is not implemented is
// refused by `deck validate`, `simulate`, `inspect` and `play`, naming every such card with its line and saying how to
// allow it; with `--allow-unimplemented` the game runs, its log says when a blank card matters and its end line and
// saved game record the blank cards, which `replay` plays again.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { federation, klingon } from '../cards/decks';
import { stccg } from './test-support';

let dir: string;
let fedPath: string;
let decks: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'stccg-blank-'));
  fedPath = file('fed-blank.txt', withBlankDilemma(federation));
  decks = `${fedPath},${file('kli-blank.txt', withBlankDilemma(klingon))}`;
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('--allow-unimplemented', () => {
  it('should make deck validate refuse the blank card with its line and say how to allow it (README "No silent blank cards")', async () => {
    // Act
    const run = await stccg('deck', 'validate', fedPath);
    // Assert
    expect(run.code).toBe(1);
    expect(run.stderr).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${escapeRegExp(fedPath)}:${blankLine}: Jol Yichu'! \\(50/50_04V\\): its game text is not implemented`,
        ),
      ),
      `${fedPath}: pass --allow-unimplemented to play the cards whose game text is not implemented as blank cards`,
    ]);
  });

  it('should make deck validate accept the deck and count its blank cards with the flag (README "No silent blank cards")', async () => {
    // Act
    const run = await stccg('deck', 'validate', '--allow-unimplemented', fedPath);
    // Assert
    expect([run.code, run.stdout, run.stderr]).toEqual([
      0,
      [
        'OK: 6 missions, 19 seed cards, 33 draw cards, 1 card line(s) whose game text is not implemented (they play as blank cards)',
      ],
      [],
    ]);
  });

  it('should make simulate refuse the decks in one line naming the card and the flag (README "No silent blank cards")', async () => {
    // Act
    const run = await stccg('simulate', '--decks', decks);
    // Assert
    expect(run.code).toBe(1);
    expect(run.stderr).toEqual([
      expect.stringMatching(
        new RegExp(
          `^stccg simulate: .*fed-blank\\.txt: line ${blankLine}: Jol Yichu'! .*\\(pass --allow-unimplemented .*\\)$`,
        ),
      ),
    ]);
  });

  it('should play the game with the flag, log the blank dilemma when met and record it at the end (README "No silent blank cards")', async () => {
    // Act: seed 2's game meets p2's Jol Yichu'!
    const run = await stccg('simulate', '--allow-unimplemented', '--seed', '2', '--decks', decks);
    // Assert
    expect(run.code).toBe(0);
    expect(run.stdout).toContainEqual(
      expect.stringMatching(/Jol Yichu'! \(p2-\d+\) is a blank card \(its game text is not implemented\)/),
    );
    expect(run.stdout[run.stdout.length - 1]).toMatch(
      /^Game over: .*Played with 1 blank card\(s\) \(game text not implemented\): p2-\d+\.$/,
    );
  });

  it('should save the option in the game so that replay plays it again with its blank cards (README "No silent blank cards")', async () => {
    // Arrange
    const saved = await stccg('simulate', '--allow-unimplemented', '--seed', '2', '--decks', decks, '--json');
    const path = file('saved.json', saved.stdout.join('\n'));
    // Act
    const run = await stccg('replay', path);
    // Assert
    expect(JSON.parse(saved.stdout.join('\n')).origin.allowUnimplemented).toBe(true);
    expect(run.code).toBe(0);
    expect(run.stdout[run.stdout.length - 1]).toMatch(/Played with 1 blank card\(s\)/);
  });

  it('should make replay refuse a saved game whose allowUnimplemented is not a boolean', async () => {
    // Arrange
    const saved = await stccg('simulate', '--seed', '2', '--json', '--max-commands', '5');
    const game = JSON.parse(saved.stdout.join('\n'));
    const path = file(
      'edited.json',
      JSON.stringify({ ...game, origin: { ...game.origin, allowUnimplemented: 'yes' } }),
    );
    // Act
    const run = await stccg('replay', path);
    // Assert
    expect([run.code, run.stderr]).toEqual([
      1,
      [`stccg replay: ${path}: the origin's allowUnimplemented is neither true nor false`],
    ]);
  });

  it.each([['inspect'], ['play']])(
    'should make %s refuse the decks naming the flag (README "No silent blank cards")',
    async (command) => {
      // Act
      const run = await stccg(command, '--decks', decks, '--port', '0');
      // Assert
      expect(run.code).toBe(1);
      expect(run.stderr).toEqual([expect.stringMatching(/Jol Yichu'! .*\(pass --allow-unimplemented /)]);
    },
  );

  it.each([['simulate'], ['inspect'], ['play'], ['deck validate']])(
    'should document the flag in %s --help',
    async (command) => {
      // Act
      const run = await stccg(...command.split(' '), '--help');
      // Assert
      expect(run.stdout.join('\n')).toContain('--allow-unimplemented');
    },
  );
});

// Helpers

/** A bundled deck with one dilemma whose game text is not declared, Jol Yichu'!, first in its seed deck. */
const withBlankDilemma = (text: string): string => text.replace(/^(Seed deck.*)$/m, "$1\nJol Yichu'!");

/** The deck line of the blank dilemma: the line after the seed deck's header. */
const blankLine = federation.split('\n').findIndex((l) => l.startsWith('Seed deck')) + 2;

const file = (name: string, content: string): string => {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
};

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
