import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runChartsCommand } from './charts-command';

describe('runChartsCommand', () => {
  it('should print each statechart as a Mermaid state diagram with its stages and transitions', () => {
    // Arrange
    const out = capture();
    // Act
    const code = runChartsCommand(['missionAttempt', 'playPhase'], out);
    // Assert
    expect(code).toBe(0);
    const text = out.lines.join('\n');
    expect(text).toContain('%% missionAttempt');
    expect(text).toContain('stateDiagram-v2');
    expect(text).toMatch(/missionAttempt_revealingSeedCard/);
    expect(text).toMatch(/playPhase_startOfTurn --> /);
  });

  it('should print the JSON definition with --json', () => {
    // Arrange
    const out = capture();
    // Act
    runChartsCommand(['--json', 'game'], out);
    // Assert
    const parsed = JSON.parse(out.lines[0] ?? '');
    expect(parsed.name).toBe('game');
    expect(Object.keys(parsed.definition.states)).toEqual(
      expect.arrayContaining(['seedPhases', 'playPhase']),
    );
  });

  it('should write one NAME.mmd file per chart with --out DIR', () => {
    // Arrange
    const out = capture();
    const dir = join(mkdtempSync(join(tmpdir(), 'stccg-charts-')), 'charts');
    // Act
    const code = runChartsCommand(['--out', dir], out);
    // Assert
    expect(code).toBe(0);
    expect(readdirSync(dir).sort()).toHaveLength(10);
    expect(readdirSync(dir)).toContain('missionAttempt.mmd');
    expect(readFileSync(join(dir, 'battle.mmd'), 'utf8')).toMatch(/^stateDiagram-v2\n/);
    expect(out.lines).toContain(join(dir, 'game.mmd'));
  });

  it('should refuse an unknown chart in one line, naming the known ones', () => {
    // Arrange
    const out = capture();
    // Act
    const code = runChartsCommand(['tribbles'], out);
    // Assert
    expect(code).toBe(2);
    expect(out.errors).toHaveLength(1);
    expect(out.errors[0]).toContain('known: game');
  });
});

// Helpers

function capture() {
  const lines: string[] = [];
  const errors: string[] = [];
  return { lines, errors, stdout: (s: string) => lines.push(s), stderr: (s: string) => errors.push(s) };
}
