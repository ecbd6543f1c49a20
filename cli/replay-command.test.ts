import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stccg } from './test-support';

let dir: string;
let saved: { readonly origin: Record<string, unknown>; readonly commands: ReadonlyArray<unknown> };

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'stccg-replay-'));
  const simulated = await stccg(
    'simulate',
    '--seed',
    '3',
    '--players',
    'random',
    '--max-commands',
    '30',
    '--json',
  );
  saved = JSON.parse(simulated.stdout.join('\n'));
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('replayCommand', () => {
  it('should play a game saved by simulate --json again, command for command, to the same end', async () => {
    // Arrange
    const path = file('game.json', saved);
    // Act
    const run = await stccg('replay', path);
    // Assert
    expect(run.code).toBe(0);
    expect(run.stdout.filter((l) => l.startsWith('['))).toHaveLength(saved.commands.length);
    expect(run.stdout[run.stdout.length - 1]).toMatch(/^Game stopped in the /);
  });

  it.each([
    [
      'a scenario whose phase is "bogus"',
      () => scenario({ phase: 'bogus' }),
      `the scenario's phase "bogus" is not one of`,
    ],
    [
      'a scenario with no players',
      () => scenario({ players: [] }),
      "the scenario's state does not hold two players",
    ],
    ['a scenario missing most of its state', () => scenario({}), 'the engine cannot replay this saved game'],
    ['a file that is not a saved game', () => ({ hello: 1 }), 'is not a saved stccg 1E game'],
    [
      'an origin of another kind',
      () => ({ ...saved, origin: { kind: 'x' } }),
      'neither "decks" nor "scenario"',
    ],
    [
      'a seed out of range',
      () => ({ ...saved, origin: { ...saved.origin, seed: 2 ** 32 } }),
      "the origin's seed",
    ],
    [
      'a deck that is not one',
      () => ({ ...saved, origin: { ...saved.origin, decks: [null, 1] } }),
      "the origin's deck 1 is malformed",
    ],
    ['a command that is not one', () => ({ ...saved, commands: [null] }), 'the commands, item 1'],
    [
      'a command the game refuses',
      () => ({ ...saved, commands: [{ type: 'card.play', player: 'p1', card: null }] }),
      'command 1 is illegal',
    ],
  ])('should refuse %s in one line with exit 1, never "a draw"', async (_, content, message) => {
    // Arrange
    const path = file('bad.json', content());
    // Act
    const run = await stccg('replay', path);
    // Assert
    expect(run.code).toBe(1);
    expect(run.stdout).toEqual([]);
    expect(run.stderr).toEqual([expect.stringContaining(message)]);
    expect(run.stderr[0]).toMatch(/^stccg replay: /);
    expect(run.stderr[0]).not.toMatch(/TypeError|\bat .*\.ts/);
  });

  it('should refuse text that is not JSON, and a file over 16 MB from its size', async () => {
    // Arrange
    const broken = join(dir, 'broken.json');
    writeFileSync(broken, '{"format": "stccg-1e-game", ');
    const huge = join(dir, 'huge.json');
    writeFileSync(huge, Buffer.alloc(16 * 2 ** 20 + 1, ' '));
    // Act
    const runs = [await stccg('replay', broken), await stccg('replay', huge)];
    // Assert
    expect(runs.map((r) => r.code)).toEqual([1, 1]);
    expect(runs[0]?.stderr).toEqual([expect.stringMatching(/broken\.json: is not JSON \(/)]);
    expect(runs[1]?.stderr).toEqual([
      `stccg replay: ${huge}: is 16 MB, larger than a saved game may be (16 MB)`,
    ]);
  });
});

// Helpers

function file(name: string, content: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify(content));
  return path;
}

function scenario(initial: Record<string, unknown>) {
  const state = {
    players: [{ id: 'p1' }, { id: 'p2' }],
    phase: 'play',
    cards: {},
    zones: {},
    locations: {},
    turn: {},
  };
  return { ...saved, origin: { kind: 'scenario', initial: { ...state, ...initial } }, commands: [] };
}
