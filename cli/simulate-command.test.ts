import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { federation } from '../cards/decks';
import { stccg } from './test-support';

describe('simulateCommand', () => {
  it('should play one game between the bundled decks and end the log with how it ended', async () => {
    // Act
    const run = await stccg('simulate', '--seed', '2', '--players', 'random,random');
    // Assert
    expect(run.code).toBe(0);
    expect(run.stdout.length).toBeGreaterThan(50);
    expect(run.stdout[run.stdout.length - 1]).toMatch(/^Game (over|stopped)/);
  });

  it('should give the first kind of --players to the first deck (p1) whoever wins the coin toss', async () => {
    // Act: seed 1's coin toss makes p2 the starting player, seed 2's p1
    const run = await stccg(
      'simulate',
      '--games',
      '2',
      '--seed',
      '1',
      '--json',
      '--players',
      'heuristic,random',
    );
    // Assert
    const games = run.stdout.map((l) => JSON.parse(l));
    expect(games.map((g) => g.players.map((p: { id: string; kind: string }) => `${p.id} ${p.kind}`))).toEqual(
      [
        ['p2 random', 'p1 heuristic'],
        ['p1 heuristic', 'p2 random'],
      ],
    );
    expect(games.map((g) => g.winner)).toEqual(['p1', 'p1']);
  });

  it('should print each game of --games N on its line, then the tally by player and kind and the speed', async () => {
    // Act
    const run = await stccg(
      'simulate',
      '--games',
      '3',
      '--seed',
      '5',
      '--players',
      'random',
      '--max-commands',
      '40',
    );
    // Assert
    expect(run.code).toBe(0);
    expect(run.stdout.slice(0, 3)).toEqual([
      expect.stringMatching(/^seed 5: 40 commands\. Game stopped in the /),
      expect.stringMatching(/^seed 6: 40 commands\. /),
      expect.stringMatching(/^seed 7: 40 commands\. /),
    ]);
    expect(run.stdout.slice(3, 8)).toEqual([
      'p1 (random): 0 won, 0 lost, 0 drawn, 3 unfinished',
      'p2 (random): 0 won, 0 lost, 0 drawn, 3 unfinished',
      'random players: 0 won, 0 lost, 0 drawn, 6 unfinished',
      'missions solved in 0 of 3 games (0%)',
      'average score: p1 0.0, p2 0.0',
    ]);
    expect(run.stdout[8]).toMatch(/^3 games in \d+\.\d s \(\d+\.\d games\/s\)$/);
  });

  it.each([['1.5'], [''], ['4294967296'], ['-1'], ['0x10'], ['1e3'], [' 7']])(
    'should refuse the seed %j in one line with exit 1, never taking it modulo 2^32',
    async (seed) => {
      // Act
      const run = await stccg('simulate', '--seed', seed);
      // Assert
      expect(run).toEqual({
        code: 1,
        stdout: [],
        stderr: [
          `stccg: option '--seed <S>' argument '${seed}' is invalid. A seed is a whole number from 0 to 4294967295.`,
        ],
      });
    },
  );

  it('should accept the largest seed, and refuse games whose seeds would run past it', async () => {
    // Act
    const last = await stccg(
      'simulate',
      '--seed',
      '4294967295',
      '--players',
      'random',
      '--max-commands',
      '1',
    );
    const past = await stccg('simulate', '--seed', '4294967295', '--games', '2');
    // Assert
    expect(last.code).toBe(0);
    expect(past).toEqual({
      code: 1,
      stdout: [],
      stderr: ["stccg simulate: the games' seeds run from 4294967295 to 4294967296, past 4294967295"],
    });
  });

  it.each([
    [['--players', 'genius'], '"genius" is not one'],
    [['--players', 'random,random,random'], 'Players are one or two of heuristic, random'],
    [['--games', '0'], 'The number of games is a whole number from 1'],
    [['--workers', '0'], 'The number of workers is a whole number from 1 to 64'],
    [['--decks', 'one.txt'], 'Decks are two values separated by a comma'],
    [['--decks', '/no/such/deck.txt,/no/such/other.txt'], 'stccg simulate: /no/such/deck.txt: no such file'],
  ])('should refuse %j in one line with exit 1', async (args, message) => {
    // Act
    const run = await stccg('simulate', ...args);
    // Assert
    expect(run.code).toBe(1);
    expect(run.stderr).toHaveLength(1);
    expect(run.stderr[0]).toContain(message);
  });

  it('should refuse an illegal deck file in one line naming every problem with its line', async () => {
    // Arrange
    const dir = mkdtempSync(join(tmpdir(), 'stccg-simulate-'));
    const deck = join(dir, 'typo.txt');
    writeFileSync(
      deck,
      federation.replace('\nTricorder\n', '\nTricoder\n').replace('Seed deck:', 'Seed deck (3):'),
    );
    // Act
    const run = await stccg('simulate', '--decks', `${deck},${deck}`);
    rmSync(dir, { recursive: true, force: true });
    // Assert
    expect(run.code).toBe(1);
    expect(run.stderr).toEqual([
      expect.stringMatching(
        /^stccg simulate: .*typo\.txt: line \d+: the header declares 3 cards but the section has 18; line \d+: unknown card "Tricoder"/,
      ),
    ]);
  });
});
