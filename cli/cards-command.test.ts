import { runCardsCommand } from './cards-command';

describe('runCardsCommand', () => {
  it('should show every printing of a title readably (cards show "Jean-Luc Picard")', () => {
    // Arrange
    const out = capture();
    // Act
    const code = runCardsCommand(['show', 'Jean-Luc Picard'], out);
    // Assert
    expect(code).toBe(0);
    expect(out.lines.filter((l) => l.startsWith('Jean-Luc Picard  [')).length).toBeGreaterThan(1);
    expect(out.lines).toContain(
      '  Skills: OFFICER, Diplomacy x2, Leadership, Honor, Archaeology, Navigation, Music',
    );
    expect(out.errors).toEqual([]);
  });

  it("should show a ship's RANGE, WEAPONS, SHIELDS and staffing", () => {
    // Arrange
    const out = capture();
    // Act
    const code = runCardsCommand(['show', 'Runabout'], out);
    // Assert
    expect(code).toBe(0);
    expect(out.lines).toContain('  RANGE 7  WEAPONS 5  SHIELDS 5');
    expect(out.lines).toContain('  Staffing: none');
  });

  it('should print the records as JSON with --json', () => {
    // Arrange
    const out = capture();
    // Act
    const code = runCardsCommand(['show', 'Leah Brahms', '--json'], out);
    // Assert
    expect(code).toBe(0);
    const records = JSON.parse(out.lines.join('\n'));
    expect(records[0].skills).toEqual([{ skill: 'ENGINEER', level: 2 }]);
  });

  it('should print one line per match for cards search', () => {
    // Arrange
    const out = capture();
    // Act
    const code = runCardsCommand(['search', 'Tox', 'Uthat'], out);
    // Assert
    expect(code).toBe(0);
    expect(out.lines).toContain('premiere/toxuthat  Tox Uthat  (Artifact)');
  });

  it('should report an unknown card on one stderr line with suggestions and exit 1', () => {
    // Arrange
    const out = capture();
    // Act
    const code = runCardsCommand(['show', 'Jean-Luc Pikard'], out);
    // Assert
    expect(code).toBe(1);
    expect(out.lines).toEqual([]);
    expect(out.errors).toHaveLength(1);
    expect(out.errors[0]).toMatch(/no card titled "Jean-Luc Pikard"; did you mean "Jean-Luc Picard"/);
  });

  it('should reject a missing subcommand or query with the usage and exit 1', () => {
    // Arrange
    const out = capture();
    // Act
    const codes = [
      runCardsCommand([], out),
      runCardsCommand(['show'], out),
      runCardsCommand(['list', 'x'], out),
    ];
    // Assert
    expect(codes).toEqual([1, 1, 1]);
    expect(out.errors.every((e) => e.includes('usage: stccg cards'))).toBe(true);
  });

  it('should report a search with no match and exit 1', () => {
    // Arrange
    const out = capture();
    // Act
    const code = runCardsCommand(['search', 'zzqqxx'], out);
    // Assert
    expect(code).toBe(1);
    expect(out.errors).toEqual(['stccg cards: no card title or text contains "zzqqxx"']);
  });
});

// Helpers

const capture = () => {
  const lines: string[] = [];
  const errors: string[] = [];
  return { lines, errors, stdout: (s: string) => lines.push(s), stderr: (s: string) => errors.push(s) };
};
