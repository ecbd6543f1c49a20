import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundledDecks } from '../cards/decks';
import type { Command } from '../machines/engine';
import { shardRange } from './fuzz-command';
import { failureFile } from './fuzz-file';
import type { Reproduction } from './fuzz-reproduce';
import { buildStccg, runStccg, stccg } from './test-support';

// These tests play whole fuzz games: allow for a busy machine

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'stccg-fuzz-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('shardRange', () => {
  it('should split the seeds from the first into n slices that follow each other and cover them all', () => {
    // Arrange
    const slices = [1, 2, 3].map((i) => shardRange(7, [i, 3]));
    // Assert
    expect(slices[0]?.[0]).toBe(7);
    expect(slices[0]?.[1]).toBe(slices[1]?.[0]);
    expect(slices[1]?.[1]).toBe(slices[2]?.[0]);
    expect(slices[2]?.[1]).toBe(2 ** 32);
  });
});

describe('fuzzCommand', () => {
  it('should play a short campaign, print every decision kind with its count or "never reached", and pass', async () => {
    // Act
    const run = await stccg('fuzz', '--actions', '100', '--seed', '8', '--out', dir);
    // Assert
    expect(run.stderr).toEqual([]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContainEqual(expect.stringMatching(/^decision kinds reached: \d+ of 19$/));
    expect(
      run.stdout.filter((line) => /^ {2}[a-z]+\.[A-Za-z]+ +(never reached|[\d,]+)$/.test(line)),
    ).toHaveLength(19);
    expect(run.stdout).toContainEqual(
      expect.stringMatching(/^decisions: [\d,]+ in [\d.]+ s \([\d,]+ decisions\/s\)$/),
    );
    expect(run.stdout).toContain('failures: 0');
  });

  it('should say a replay file passes now when its recorded command is refused but was never listed, and exit 0', async () => {
    // Arrange: a command no game lists (a card that does not exist), recorded as a failure of "listed accepted"
    const file = writeFailure('refused.json', { type: 'card.play', player: 'p1', card: 'p9-99' } as never);
    // Act
    const run = await stccg('fuzz', '--replay', file);
    // Assert
    expect(run.code).toBe(0);
    expect(run.stdout).toEqual([`${file}: passes now (it failed "listed accepted": recorded)`]);
  });

  it('should say a replay file passes when its game meets every check, and exit 0', async () => {
    // Arrange
    const file = writeFailure('passes.json', undefined);
    // Act
    const run = await stccg('fuzz', '--replay', file);
    // Assert
    expect(run.code).toBe(0);
    expect(run.stdout[0]).toMatch(/passes now/);
  });

  it('should refuse a file that is not a fuzz failure in one line', async () => {
    // Arrange
    const file = join(dir, 'not-fuzz.json');
    writeFileSync(file, JSON.stringify({ format: 'stccg-1e-game', origin: origin(), commands: [] }));
    // Act
    const run = await stccg('fuzz', '--replay', file);
    // Assert
    expect(run.code).toBe(1);
    expect(run.stderr).toEqual([
      `stccg fuzz: ${file}: is a saved game without a fuzz record (a \`fuzz\` field)`,
    ]);
  });

  it('should refuse --minutes with --actions, and a shard out of range', async () => {
    // Act
    const both = await stccg('fuzz', '--minutes', '1', '--actions', '10');
    const badShard = await stccg('fuzz', '--shard', '3/2');
    // Assert
    expect(both.code).toBe(1);
    expect(badShard.code).toBe(1);
    expect(badShard.stderr[0]).toMatch(/A shard is i\/n/);
  });

  it('should play on two worker threads and tally their games', async () => {
    // Arrange
    const built = buildStccg();
    try {
      // Act
      const run = await runStccg(built.script, [
        'fuzz',
        '--actions',
        '50',
        '--seed',
        '8',
        '--workers',
        '2',
        '--out',
        dir,
      ]);
      // Assert
      expect(run.stderr).toEqual([]);
      expect(run.stdout).toContainEqual(expect.stringMatching(/^games: 2 /));
      expect(run.stdout).toContainEqual(expect.stringMatching(/^decision kinds reached: \d+ of 19$/));
    } finally {
      built.remove();
    }
  });
});

// Helpers

const origin = () => ({
  kind: 'decks' as const,
  decks: [bundledDecks.federation, bundledDecks.klingon] as const,
  seed: 3,
  startingPlayer: 'p1',
});

/** A failure file of a game at its first decision, with `command` as the command whose sending failed. */
const writeFailure = (name: string, command: Command | undefined): string => {
  const reproduction: Reproduction = {
    origin: origin(),
    commands: [],
    seed: 3,
    step: 0,
    check: 'listed accepted',
    ...(command === undefined ? {} : { command }),
  };
  const file = join(dir, name);
  writeFileSync(file, failureFile({ ...reproduction, message: 'recorded', start: 'bundled', shrunkFrom: 0 }));
  return file;
};
