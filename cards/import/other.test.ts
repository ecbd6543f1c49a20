import * as E from 'fp-ts/Either';
import type { DilemmaBlueprint, OtherBlueprint } from '../blueprint';
import { describeWithCsv, realRow } from './csv-fixtures';
import { dilemmaFromRow, otherFromRow } from './other';

describeWithCsv('dilemmaFromRow', () => {
  it('should read a planet dilemma\'s type (Hanonian Land Eel: [P], Rulebook "Dilemmas")', () => {
    // Arrange
    const row = realRow('Hanonian Land Eel', 'voy');
    // Act
    const result = dilemmaFromRow(row, 'Dilemma');
    // Assert
    expect(E.isRight(result) && (result.right.blueprint as DilemmaBlueprint).dilemmaType).toBe('planet');
  });

  it('should read a space/planet dilemma as dual (Hate Crime: [S/P]) and keep its point box (Hazardous Duty: -5)', () => {
    // Arrange
    const hateCrime = realRow('Hate Crime', 'ds9');
    const hazardousDuty = realRow('Hazardous Duty', 'bog');
    // Act
    const dual = dilemmaFromRow(hateCrime, 'Dilemma');
    const pointed = dilemmaFromRow(hazardousDuty, 'Dilemma');
    // Assert
    expect(E.isRight(dual) && (dual.right.blueprint as DilemmaBlueprint).dilemmaType).toBe('dual');
    expect(E.isRight(pointed) && (pointed.right.blueprint as DilemmaBlueprint).pointsBox).toBe('-5');
  });

  it('should report a dilemma without a type box as unstructured, not drop it (Unfamiliar Reflection)', () => {
    // Arrange
    const row = realRow('Unfamiliar Reflection', 'AUT');
    // Act
    const result = dilemmaFromRow(row, 'Dilemma');
    // Assert
    expect(E.isRight(result) && result.right.unstructured).toEqual(['no dilemma type box ([P], [S], [S/P])']);
  });
});

describeWithCsv('otherFromRow', () => {
  it("should read a time location's type box and quadrant (Halkan Council: [P], Mirror)", () => {
    // Arrange
    const row = realRow('Halkan Council', 'mm');
    // Act
    const result = otherFromRow(row, 'Time Location');
    // Assert
    const blueprint = E.isRight(result) ? (result.right.blueprint as OtherBlueprint) : undefined;
    expect(blueprint?.locationType).toBe('planet');
    expect(blueprint?.quadrant).toBe('Mirror');
    expect(blueprint?.requires).toEqual(['Constitution Class']);
  });
});
