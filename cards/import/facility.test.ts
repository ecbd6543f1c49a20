import * as E from 'fp-ts/Either';
import type { FacilityBlueprint } from '../blueprint';
import { describeWithCsv, realRow } from './csv-fixtures';
import { facilityFromRow } from './facility';

describeWithCsv('facilityFromRow', () => {
  it('should read an outpost with its affiliation and SHIELDS (Federation Outpost, Rulebook "Facilities")', () => {
    // Arrange
    const row = realRow('Federation Outpost', 'premiere');
    // Act
    const facility = decode(row);
    // Assert
    expect(facility.facilityKind).toBe('Outpost');
    expect(facility.affiliations).toEqual(['Federation']);
    expect(facility.shields).toBe(30);
    expect(facility.weapons).toBeNull();
    expect(facility.quadrant).toBe('Alpha');
  });

  it('should read a station with WEAPONS and a Mirror Quadrant icon (Alliance Nor)', () => {
    // Arrange
    const row = realRow('Alliance Nor', 'mm');
    // Act
    const facility = decode(row);
    // Assert
    expect(facility.facilityKind).toBe('Station');
    expect([facility.shields, facility.weapons]).toEqual([30, 6]);
  });

  it('should read a Delta Quadrant outpost (Kazon Outpost: [DQ])', () => {
    // Arrange
    const row = realRow('Kazon Outpost', 'voy');
    // Act
    const facility = decode(row);
    // Assert
    expect(facility.quadrant).toBe('Delta');
    expect(facility.shields).toBe(34);
  });
});

// Helpers

const decode = (row: Parameters<typeof facilityFromRow>[0]) => {
  const result = facilityFromRow(row);
  if (E.isLeft(result)) throw new Error(result.left.reason);
  return result.right.blueprint as Omit<FacilityBlueprint, 'id'>;
};
