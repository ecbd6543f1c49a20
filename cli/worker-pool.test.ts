import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSync } from 'esbuild';
import { startPool, type WorkerPool } from './worker-pool';

// Issue #17 "stccg simulate --workers K": threads started once and reused, fed from one queue, their failures reported
interface Squared {
  readonly value: number;
  readonly thread: number;
  readonly youngMb?: number;
}

let dir: string;
let script: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'worker-pool-'));
  script = join(dir, 'fixture.js');
  buildSync({
    entryPoints: [join(__dirname, 'worker-pool.fixture.ts')],
    outfile: script,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    logLevel: 'warning',
  });
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('startPool', () => {
  it('should run every job of the queue once, on the same threads run after run', async () => {
    // Arrange
    const pool = await squares({ offset: 1 }, 2);
    try {
      // Act
      const first = await runAll(pool, [1, 2, 3, 4, 5, 6, 7, 8]);
      const second = await runAll(pool, [9, 10, 11, 12]);
      // Assert
      expect(first.map((r) => r.value).sort((a, b) => a - b)).toEqual([2, 5, 10, 17, 26, 37, 50, 65]);
      expect(second.map((r) => r.value).sort((a, b) => a - b)).toEqual([82, 101, 122, 145]);
      const threads = new Set(first.map((r) => r.thread));
      expect(threads.size).toBeLessThanOrEqual(2);
      expect(second.every((r) => threads.has(r.thread))).toBe(true);
      expect(pool.startMs).toBeGreaterThan(0);
    } finally {
      await pool.close();
    }
  });

  it('should reject a run with the message of a job that threw', async () => {
    // Arrange
    const pool = await squares({ offset: 0 }, 2);
    // Act
    const run = runAll(pool, [1, -4, 2]);
    // Assert
    await expect(run).rejects.toThrow('no square for -4');
    await pool.close();
  });

  it('should reject a run whose thread exited', async () => {
    // Arrange
    const pool = await squares({ offset: 0 }, 1);
    // Act
    const run = runAll(pool, [3, 0, 5]);
    // Assert
    await expect(run).rejects.toThrow('exited with code 3');
    await pool.close();
  });

  it('should reject a run whose result handler threw', async () => {
    // Arrange
    const pool = await squares({ offset: 0 }, 2);
    const queue = [1, 2, 3];
    // Act
    const run = pool.run(
      () => queue.shift(),
      () => {
        throw new Error('the disk is full');
      },
    );
    // Assert
    await expect(run).rejects.toThrow('the disk is full');
    await pool.close();
  });

  it('should start its threads with the resource limits it is given (the fuzz workers: a larger young generation)', async () => {
    // Arrange
    const pool = await startPool<{ readonly offset: number }, number, Squared>(
      script,
      'square',
      { offset: 0 },
      2,
      {
        maxYoungGenerationSizeMb: 64,
      },
    );
    try {
      // Act
      const results = await runAll(pool, [1, 2, 3]);
      // Assert
      expect(results.map((r) => r.youngMb)).toEqual([64, 64, 64]);
    } finally {
      await pool.close();
    }
  });

  it('should refuse to start when a thread cannot prepare its jobs', async () => {
    // Act
    const started = squares({ offset: 0, refuse: true }, 2);
    // Assert
    await expect(started).rejects.toThrow('the setup was refused');
  });
});

// Helpers

const squares = (setup: { readonly offset: number; readonly refuse?: boolean }, size: number) =>
  startPool<typeof setup, number, Squared>(script, 'square', setup, size);

const runAll = async (pool: WorkerPool<number, Squared>, jobs: ReadonlyArray<number>): Promise<Squared[]> => {
  const queue = [...jobs];
  const results: Squared[] = [];
  await pool.run(
    () => queue.shift(),
    (result) => results.push(result),
  );
  return results;
};
