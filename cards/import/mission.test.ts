import * as E from 'fp-ts/Either';
import type { MissionBlueprint } from '../blueprint';
import { describeWithCsv, realRow } from './csv-fixtures';
import { missionFromRow } from './mission';

describeWithCsv('missionFromRow', () => {
  it('should read points, span, icons and requirements (Avert Disaster: 40 points, span 3, [FED])', () => {
    // Arrange
    const row = realRow('Avert Disaster', 'premiere');
    // Act
    const { blueprint, unstructured } = decode(row);
    // Assert
    expect(blueprint.missionType).toBe('planet');
    expect(blueprint.points).toBe(40);
    expect(blueprint.span).toBe(3);
    expect(blueprint.affiliationIcons).toEqual(['FED']);
    expect(blueprint.quadrant).toBe('Alpha');
    expect(blueprint.region).toBeNull();
    expect(blueprint.requirementText).toBe('Geology + Honor + INTEGRITY>35');
    expect(blueprint.missionText).toBe('');
    expect(unstructured).toEqual([]);
  });

  it('should read a space mission with three icons and span 4 (Pegasus Search: 50 points)', () => {
    // Arrange
    const row = realRow('Pegasus Search', 'premiere');
    // Act
    const { blueprint } = decode(row);
    // Assert
    expect(blueprint.missionType).toBe('space');
    expect(blueprint.affiliationIcons).toEqual(['FED', 'ROM', 'KLI']);
    expect([blueprint.points, blueprint.span]).toEqual([50, 4]);
    expect(blueprint.requirements?.kind).toBe('any');
  });

  it('should read region and homeworld (Cloaked Mission: Romulus System Region, Homeworld)', () => {
    // Arrange
    const row = realRow('Cloaked Mission', 'premiere');
    // Act
    const { blueprint } = decode(row);
    // Assert
    expect(blueprint.region).toBe('Romulus System Region');
    expect(blueprint.homeworld).toBe(true);
  });

  it('should read a Delta Quadrant mission, a bonus point box and its mission text (Answer Distress Signal)', () => {
    // Arrange
    const row = realRow('Answer Distress Signal', 'voy');
    // Act
    const { blueprint } = decode(row);
    // Assert
    expect(blueprint.quadrant).toBe('Delta');
    expect(blueprint.pointsBox).toBe('30*');
    expect(blueprint.points).toBe(30);
    expect(blueprint.attemptText).toBe('Any crew may attempt mission.');
    expect(blueprint.affiliationIcons).toEqual([]);
  });

  it('should keep a variable span printed (FGC-47 Research: span X)', () => {
    // Arrange
    const row = realRow('FGC-47 Research', 'au');
    // Act
    const { blueprint } = decode(row);
    // Assert
    expect(blueprint.span).toBe(0);
    expect(blueprint.printedSpan).toBe('X');
    expect(blueprint.missionText).toBe('X = 6 minus each Navigation aboard ship.');
  });
});

// Helpers

const decode = (row: Parameters<typeof missionFromRow>[0]) => {
  const result = missionFromRow(row, 'Mission');
  if (E.isLeft(result)) throw new Error(result.left.reason);
  return {
    blueprint: result.right.blueprint as Omit<MissionBlueprint, 'id'>,
    unstructured: result.right.unstructured,
  };
};
