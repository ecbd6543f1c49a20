import type { Requirement } from './blueprint';
import { loadCardDatabase } from './database';
import { formatBlueprint, formatRequirement } from './format';

describe('formatRequirement', () => {
  it('should print AND within OR without parentheses and nested OR with them', () => {
    // Arrange
    const requirement: Requirement = {
      kind: 'all',
      of: [
        { kind: 'skill', skill: 'SCIENCE', count: 2 },
        {
          kind: 'any',
          of: [
            { kind: 'persona', name: 'Odo' },
            { kind: 'attribute', attribute: 'CUNNING', greaterThan: 40 },
          ],
        },
      ],
    };
    // Act
    const text = formatRequirement(requirement);
    // Assert
    expect(text).toBe('SCIENCE x2 + ({any Odo} OR CUNNING>40)');
  });
});

describe('formatBlueprint', () => {
  it("should show a personnel's skills with levels and attributes", () => {
    // Arrange
    const picard = loadCardDatabase().blueprint('premiere/jeanlucpicard');
    // Act
    const lines = formatBlueprint(picard);
    // Assert
    expect(lines).toContain(
      '  Skills: OFFICER, Diplomacy x2, Leadership, Honor, Archaeology, Navigation, Music',
    );
    expect(lines).toContain('  INTEGRITY 9  CUNNING 8  STRENGTH 6');
  });

  it("should show a mission's requirements, points and span", () => {
    // Arrange
    const mission = loadCardDatabase().blueprint('2pg/distressmission');
    // Act
    const lines = formatBlueprint(mission);
    // Assert
    expect(lines).toContain('  Requirements: Youth x3 + CUNNING>32 OR Honor x3 + STRENGTH>36');
    expect(lines).toContain('  Points: 35   Span: 3   Quadrant: Alpha');
  });
});
