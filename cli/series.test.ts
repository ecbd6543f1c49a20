import { playSeriesOn, type SimulationPool } from './series';
import type { GameSummary } from './simulated-game';
import { buildStccg, runStccg } from './test-support';

let built: ReturnType<typeof buildStccg>;

// These tests start the built command as a process: allow for a busy machine

beforeAll(() => {
  built = buildStccg();
});

afterAll(() => built.remove());

describe('runSeries', () => {
  it('should print the same game lines and tally with --workers 2 as with one worker, in seed order', async () => {
    // Arrange
    const args = ['simulate', '--games', '4', '--seed', '11', '--players', 'random', '--max-commands', '100'];
    // Act
    const one = await runStccg(built.script, args);
    const two = await runStccg(built.script, [...args, '--workers', '2']);
    // Assert
    expect([one.code, two.code]).toEqual([0, 0]);
    expect(one.stdout.slice(0, 4).map((l) => l.split(':')[0])).toEqual([
      'seed 11',
      'seed 12',
      'seed 13',
      'seed 14',
    ]);
    const withoutSpeed = (lines: ReadonlyArray<string>) => lines.filter((l) => !l.includes('games/s'));
    expect(withoutSpeed(two.stdout)).toEqual(withoutSpeed(one.stdout));
    expect(withoutSpeed(one.stdout)).toHaveLength(one.stdout.length - 1);
    expect(two.stderr).toEqual([]);
  });
});

describe('playSeriesOn', () => {
  it("should report the games in seed order whatever order the pool's threads finish them in", async () => {
    // Arrange: a pool that takes every seed first, then finishes them last to first
    const pool: SimulationPool = {
      size: 2,
      startMs: 1,
      run: async (next, onResult) => {
        const taken: number[] = [];
        for (let seed = next(); seed !== undefined; seed = next()) taken.push(seed);
        for (const seed of taken.reverse()) onResult({ seed } as GameSummary);
      },
      close: async () => {},
    };
    const reported: number[] = [];
    // Act
    await playSeriesOn(pool, { firstSeed: 7, games: 5 }, (game) => reported.push(game.seed));
    // Assert
    expect(reported).toEqual([7, 8, 9, 10, 11]);
  });
});
