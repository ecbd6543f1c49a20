import type { Output } from './output';
import { runCli } from './program';

describe('cardsCommand', () => {
  it('should show every printing of a title readably (cards show "Jean-Luc Picard")', async () => {
    // Arrange
    const out = capture();
    // Act
    const code = await cards(['show', 'Jean-Luc Picard'], out);
    // Assert
    expect(code).toBe(0);
    expect(out.lines.filter((l) => l.startsWith('Jean-Luc Picard  [')).length).toBeGreaterThan(1);
    expect(out.lines).toContain(
      '  Skills: OFFICER, Diplomacy x2, Leadership, Honor, Archaeology, Navigation, Music',
    );
    expect(out.errors).toEqual([]);
  });

  it("should show a ship's RANGE, WEAPONS, SHIELDS and staffing", async () => {
    // Arrange
    const out = capture();
    // Act
    const code = await cards(['show', 'Runabout'], out);
    // Assert
    expect(code).toBe(0);
    expect(out.lines).toContain('  RANGE 7  WEAPONS 5  SHIELDS 5');
    expect(out.lines).toContain('  Staffing: none');
  });

  it('should print the records as JSON with --json', async () => {
    // Arrange
    const out = capture();
    // Act
    const code = await cards(['show', 'Leah Brahms', '--json'], out);
    // Assert
    expect(code).toBe(0);
    const records = JSON.parse(out.lines.join('\n'));
    expect(records[0].skills).toEqual([{ skill: 'ENGINEER', level: 2 }]);
  });

  it('should print one line per match for cards search', async () => {
    // Arrange
    const out = capture();
    // Act
    const code = await cards(['search', 'Tox', 'Uthat'], out);
    // Assert
    expect(code).toBe(0);
    expect(out.lines).toContain('premiere/toxuthat  Tox Uthat  (Artifact)');
  });

  it('should report an unknown card on one stderr line with suggestions and exit 1', async () => {
    // Arrange
    const out = capture();
    // Act
    const code = await cards(['show', 'Jean-Luc Pikard'], out);
    // Assert
    expect(code).toBe(1);
    expect(out.lines).toEqual([]);
    expect(out.errors).toHaveLength(1);
    expect(out.errors[0]).toMatch(/no card titled "Jean-Luc Pikard"; did you mean "Jean-Luc Picard"/);
  });

  it('should refuse a missing subcommand or query, or an unknown subcommand, as a usage error (exit 2)', async () => {
    // Arrange
    const out = capture();
    // Act
    const codes = [await cards([], out), await cards(['show'], out), await cards(['list', 'x'], out)];
    // Assert
    expect(codes).toEqual([2, 2, 2]);
    expect(out.errors[0]).toMatch(/^Usage: stccg cards/);
    expect(out.errors.slice(1)).toEqual([
      "stccg: missing required argument 'title'",
      "stccg: unknown command 'list'",
    ]);
  });

  it('should report a search with no match and exit 1', async () => {
    // Arrange
    const out = capture();
    // Act
    const code = await cards(['search', 'zzqqxx'], out);
    // Assert
    expect(code).toBe(1);
    expect(out.errors).toEqual(['stccg cards search: no card title or text contains "zzqqxx"']);
  });
});

// Helpers

const capture = () => {
  const lines: string[] = [];
  const errors: string[] = [];
  return { lines, errors, stdout: (s: string) => lines.push(s), stderr: (s: string) => errors.push(s) };
};

const cards = (args: ReadonlyArray<string>, out: Output) => runCli(['cards', ...args], out);
