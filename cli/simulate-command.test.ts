import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runReplayCommand } from './replay-command';
import { runSimulateCommand } from './simulate-command';

describe('runSimulateCommand', () => {
  it('should play one game between the bundled decks and end the log with how it ended', () => {
    // Arrange
    const out = capture();
    // Act
    const code = runSimulateCommand(['--seed', '2', '--players', 'random,random'], out);
    // Assert
    expect(code).toBe(0);
    expect(out.lines.length).toBeGreaterThan(50);
    expect(out.lines[out.lines.length - 1]).toMatch(/^Game (over|stopped)/);
  });

  it('should save a game with --json that replay plays again to the same end', () => {
    // Arrange
    const simulated = capture();
    runSimulateCommand(['--seed', '3', '--players', 'random,random', '--json'], simulated);
    const file = join(mkdtempSync(join(tmpdir(), 'stccg-')), 'game.json');
    writeFileSync(file, simulated.lines.join('\n'));
    const replayed = capture();
    // Act
    const code = runReplayCommand([file], replayed);
    // Assert
    expect(code).toBe(0);
    const ending = JSON.parse(simulated.lines[0] ?? '{}').log.length;
    expect(replayed.lines.filter((l) => l.startsWith('[')).length).toBe(ending);
  });

  it('should refuse bad options with one clear message', () => {
    // Arrange
    const out = capture();
    // Act & Assert
    expect(() => runSimulateCommand(['--players', 'genius'], out)).toThrow('unknown player "genius"');
    expect(() => runSimulateCommand(['--games', '0'], out)).toThrow('--games takes a positive whole number');
    expect(() => runSimulateCommand(['--decks', '/no/such/deck.txt,/no/such/other.txt'], out)).toThrow(
      '/no/such/deck.txt: no such file',
    );
    expect(() => runSimulateCommand(['--speed', '3'], out)).toThrow('unknown option --speed');
  });
});

describe('runReplayCommand', () => {
  it('should refuse a file that is not a saved game in one line', () => {
    // Arrange
    const file = join(mkdtempSync(join(tmpdir(), 'stccg-')), 'bad.json');
    writeFileSync(file, '{"hello": 1}');
    const out = capture();
    // Act
    const code = runReplayCommand([file], out);
    // Assert
    expect(code).toBe(2);
    expect(out.errors).toHaveLength(1);
    expect(out.errors[0]).toContain('is not a saved stccg 1E game');
  });
});

// Helpers

function capture() {
  const lines: string[] = [];
  const errors: string[] = [];
  return { lines, errors, stdout: (s: string) => lines.push(s), stderr: (s: string) => errors.push(s) };
}
