import * as E from 'fp-ts/Either';
import type { ShipBlueprint } from '../blueprint';
import { describeWithCsv, realRow } from './csv-fixtures';
import { shipFromRow } from './ship';

describeWithCsv('shipFromRow', () => {
  it('should read U.S.S. Enterprise: RANGE 9, WEAPONS 8, SHIELDS 9, staffing [Cmd][Stf][Stf] (Rulebook "Staffing")', () => {
    // Arrange
    const row = realRow('U.S.S. Enterprise', 'premiere');
    // Act
    const ship = decode(row);
    // Assert
    expect([ship.range, ship.weapons, ship.shields]).toEqual([9, 8, 9]);
    expect(ship.staffing).toEqual(['Cmd', 'Stf', 'Stf']);
    expect(ship.staffingAlternative).toBeNull();
    expect(ship.shipClass).toBe('Galaxy Class');
    expect(ship.specialEquipment).toEqual(['Tractor Beam', 'Holodeck']);
  });

  it('should not read special equipment from a card title it downloads (U.S.S. Pegasus: DL/ {Phased Cloaking Device})', () => {
    // Arrange
    const row = realRow('U.S.S. Pegasus', 'agt');
    // Act
    const ship = decode(row);
    // Assert
    expect(ship.specialEquipment).toEqual(['Tractor Beam']);
  });

  it('should read the export\'s [MU] icon as the Mirror Quadrant (Rulebook "Mirror Quadrant")', () => {
    // Arrange
    const row = realRow('Mirror Ferengi Shuttle', 'mm');
    // Act
    const ship = decode(row);
    // Assert
    expect(ship.quadrant).toBe('Mirror');
  });

  it('should read a Runabout as having no staffing requirement (Rulebook "Staffing")', () => {
    // Arrange
    const row = realRow('Runabout', 'premiere');
    // Act
    const ship = decode(row);
    // Assert
    expect(ship.staffing).toEqual([]);
    expect(ship.staffingAlternative).toBeNull();
  });

  it('should read a staffing alternative (U.S.S. Enterprise-A: [Films] OR {James T. Kirk})', () => {
    // Arrange
    const row = realRow('U.S.S. Enterprise-A', 'tmp');
    // Act
    const ship = decode(row);
    // Assert
    expect(ship.staffing).toEqual(['Films']);
    expect(ship.staffingAlternative).toBe('{James T. Kirk}');
  });

  it('should keep a variable RANGE printed (Bajoran Interceptor: 5+X)', () => {
    // Arrange
    const row = realRow('Bajoran Interceptor', 'ds9');
    // Act
    const ship = decode(row);
    // Assert
    expect(ship.range).toBe(5);
    expect(ship.printedAttributes).toEqual({ RANGE: '5+X' });
  });
});

// Helpers

const decode = (row: Parameters<typeof shipFromRow>[0]) => {
  const result = shipFromRow(row);
  if (E.isLeft(result)) throw new Error(result.left.reason);
  return result.right.blueprint as Omit<ShipBlueprint, 'id'>;
};
