import { parseRequirements } from './requirements';

describe('parseRequirements', () => {
  it('should parse AND within OR (Distress Mission: Youth x3 + CUNNING>32 OR Honor x3 + STRENGTH>36)', () => {
    // Arrange
    const text = 'Youth x3 + CUNNING>32 OR Honor x3 + STRENGTH>36';
    // Act
    const parsed = parseRequirements(text);
    // Assert
    expect(parsed.requirements).toEqual({
      kind: 'any',
      of: [
        {
          kind: 'all',
          of: [
            { kind: 'skill', skill: 'Youth', count: 3 },
            { kind: 'attribute', attribute: 'CUNNING', greaterThan: 32 },
          ],
        },
        {
          kind: 'all',
          of: [
            { kind: 'skill', skill: 'Honor', count: 3 },
            { kind: 'attribute', attribute: 'STRENGTH', greaterThan: 36 },
          ],
        },
      ],
    });
    expect(parsed.rest).toBe('');
    expect(parsed.unstructured).toEqual([]);
  });

  it('should parse a card reference (Evaluate Terraforming: … OR {Geordi La Forge} + MEDICAL x2)', () => {
    // Arrange
    const text = 'MEDICAL + Biology + Exobiology OR {Geordi La Forge} + MEDICAL x2';
    // Act
    const { requirements } = parseRequirements(text);
    // Assert
    expect(requirements).toEqual({
      kind: 'any',
      of: [
        {
          kind: 'all',
          of: [
            { kind: 'skill', skill: 'MEDICAL', count: 1 },
            { kind: 'skill', skill: 'Biology', count: 1 },
            { kind: 'skill', skill: 'Exobiology', count: 1 },
          ],
        },
        {
          kind: 'all',
          of: [
            { kind: 'card', title: 'Geordi La Forge' },
            { kind: 'skill', skill: 'MEDICAL', count: 2 },
          ],
        },
      ],
    });
  });

  it('should parse alternatives of cards only (Investigate Time Continuum: {Guinan} OR {Data} OR {Time Travel Pod})', () => {
    // Arrange
    const text = '{Guinan} OR {Data} OR {Time Travel Pod}';
    // Act
    const { requirements } = parseRequirements(text);
    // Assert
    expect(requirements).toEqual({
      kind: 'any',
      of: [
        { kind: 'card', title: 'Guinan' },
        { kind: 'card', title: 'Data' },
        { kind: 'card', title: 'Time Travel Pod' },
      ],
    });
  });

  it('should parse a single skill with a count (MEDICAL x2)', () => {
    // Arrange
    const text = 'MEDICAL x2';
    // Act
    const { requirements } = parseRequirements(text);
    // Assert
    expect(requirements).toEqual({ kind: 'skill', skill: 'MEDICAL', count: 2 });
  });

  it('should parse parentheses, personas and split off the mission text (Intelligence Operation)', () => {
    // Arrange
    const text =
      "Navigation x2 + (Tal Shiar OR Obsidian Order) + (SECURITY x3 OR {any Odo}) Span -2 for Son'a ships.";
    // Act
    const parsed = parseRequirements(text);
    // Assert
    expect(parsed.requirements).toEqual({
      kind: 'all',
      of: [
        { kind: 'skill', skill: 'Navigation', count: 2 },
        {
          kind: 'any',
          of: [
            { kind: 'skill', skill: 'Tal Shiar', count: 1 },
            { kind: 'skill', skill: 'Obsidian Order', count: 1 },
          ],
        },
        {
          kind: 'any',
          of: [
            { kind: 'skill', skill: 'SECURITY', count: 3 },
            { kind: 'persona', name: 'Odo' },
          ],
        },
      ],
    });
    expect(parsed.requirementText).toBe(
      'Navigation x2 + (Tal Shiar OR Obsidian Order) + (SECURITY x3 OR {any Odo})',
    );
    expect(parsed.rest).toBe("Span -2 for Son'a ships.");
  });

  it('should keep an unknown clause as text and report it (Treat Plague Ship: discard one MEDICAL personnel)', () => {
    // Arrange
    const text = 'Biology + CUNNING>26 + discard one MEDICAL personnel *+10 if {Plague Planet} complete.';
    // Act
    const parsed = parseRequirements(text);
    // Assert
    expect(parsed.requirements).toEqual({
      kind: 'all',
      of: [
        { kind: 'skill', skill: 'Biology', count: 1 },
        { kind: 'attribute', attribute: 'CUNNING', greaterThan: 26 },
        { kind: 'text', text: 'discard one MEDICAL personnel' },
      ],
    });
    expect(parsed.rest).toBe('*+10 if {Plague Planet} complete.');
    expect(parsed.unstructured).toHaveLength(1);
  });

  it("should find no requirements in text that does not start with one (Q's Planet)", () => {
    // Arrange
    const text = 'Any unique personnel Owner inserts anywhere on spaceline.';
    // Act
    const parsed = parseRequirements(text);
    // Assert
    expect(parsed.requirements).toBeNull();
    expect(parsed.rest).toBe(text);
  });

  it('should read a "less than" attribute and a counted skill (INTEGRITY<21, 3 SECURITY)', () => {
    // Arrange
    const text = 'Tal Shiar + INTEGRITY<21 + 3 SECURITY';
    // Act
    const { requirements } = parseRequirements(text);
    // Assert
    expect(requirements).toEqual({
      kind: 'all',
      of: [
        { kind: 'skill', skill: 'Tal Shiar', count: 1 },
        { kind: 'attributeBelow', attribute: 'INTEGRITY', lessThan: 21 },
        { kind: 'skill', skill: 'SECURITY', count: 3 },
      ],
    });
  });
});
