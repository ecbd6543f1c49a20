import type { SetCoverage } from './coverage-command';
import type { Output } from './output';
import { runCli } from './program';

describe('coverageCommand', () => {
  it('should count Premiere and 2pg by type by default, listing what is not implemented', async () => {
    // Arrange
    const out = capture();
    // Act
    const code = await coverage([], out);
    // Assert
    expect(code).toBe(0);
    expect(out.lines.filter((l) => /^\S+: \d+\/\d+ cards' game text implemented$/.test(l))).toEqual([
      expect.stringMatching(/^premiere: /),
      expect.stringMatching(/^2pg: /),
    ]);
    expect(out.lines).toContain('  Equipment        11/11');
    expect(out.lines[out.lines.length - 1]).toMatch(
      /^total: \d+\/\d+ cards' game text implemented \(\d+(\.\d)?%\) in 2 sets$/,
    );
    expect(out.lines.some((l) => l.includes('Temporal Causality Loop'))).toBe(false);
    expect(out.lines.some((l) => l.includes('Red Alert!'))).toBe(false);
  });

  it('should print JSON with --json: declared cards and text-free personnel implemented, undeclared ones missing', async () => {
    // Arrange
    const out = capture();
    // Act
    const code = await coverage(['premiere', '--json'], out);
    // Assert
    expect(code).toBe(0);
    const [premiere] = JSON.parse(out.lines.join('\n')) as ReadonlyArray<SetCoverage>;
    const missing = new Set(premiere?.missing.map((m) => m.title));
    expect(premiere?.release).toBe('premiere');
    expect(premiere?.byType.Equipment).toEqual({ total: 11, implemented: 11 });
    expect(premiere?.byType.Personnel).toEqual({ total: 136, implemented: 136 });
    expect(missing.has('Exocomp')).toBe(false);
    expect(missing.has('Treaty: Federation/Klingon')).toBe(false);
    expect(missing.has('Temporal Causality Loop')).toBe(false);
  });

  it('should cover every release with --all', async () => {
    // Arrange
    const out = capture();
    // Act
    const code = await coverage(['--all', '--json'], out);
    // Assert
    expect(code).toBe(0);
    const sets = JSON.parse(out.lines.join('\n')) as ReadonlyArray<SetCoverage>;
    expect(sets.reduce((n, s) => n + s.total, 0)).toBe(6281);
  });

  it('should refuse an unknown release (exit 1) or option (exit 2) with one line on stderr', async () => {
    // Arrange
    const [release, option] = [capture(), capture()];
    // Act
    const codes = [await coverage(['nosuchset'], release), await coverage(['--frobnicate'], option)];
    // Assert
    expect(codes).toEqual([1, 2]);
    expect(release.errors).toEqual([expect.stringMatching(/no release "nosuchset"/)]);
    expect(option.errors).toEqual(["stccg: unknown option '--frobnicate'"]);
  });

  it('should print every verb of the effect language with the number of card texts using it, with --verbs --json (issue #14)', async () => {
    // Arrange
    const out = capture();
    // Act
    const code = await coverage(['--verbs', '--json'], out);
    // Assert
    expect(code).toBe(0);
    const verbs = JSON.parse(out.lines.join('\n')) as ReadonlyArray<{ verb: string; texts: number }>;
    expect(verbs.find((use) => use.verb === 'repair')?.texts).toBeGreaterThanOrEqual(1);
    expect(verbs.find((use) => use.verb === 'modify')?.texts).toBeGreaterThan(10);
  });
});

// Helpers

const capture = () => {
  const lines: string[] = [];
  const errors: string[] = [];
  return { lines, errors, stdout: (s: string) => lines.push(s), stderr: (s: string) => errors.push(s) };
};

const coverage = (args: ReadonlyArray<string>, out: Output) => runCli(['coverage', ...args], out);
