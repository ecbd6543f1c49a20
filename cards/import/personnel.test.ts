import * as E from 'fp-ts/Either';
import type { PersonnelBlueprint } from '../blueprint';
import { describeWithCsv, realRow } from './csv-fixtures';
import { personnelFromRow } from './personnel';

describeWithCsv('personnelFromRow', () => {
  it('should read Jean-Luc Picard with Diplomacy 2, his attributes and [Cmd] (Rulebook "Personnel")', () => {
    // Arrange
    const row = realRow('Jean-Luc Picard', 'premiere');
    // Act
    const { blueprint, unstructured } = decode(row);
    // Assert
    expect(blueprint.affiliations).toEqual(['Federation']);
    expect(blueprint.classification).toBe('OFFICER');
    expect(blueprint.skills[0]).toEqual({ skill: 'OFFICER', level: 1 });
    expect(blueprint.skills).toContainEqual({ skill: 'Diplomacy', level: 2 });
    expect([blueprint.integrity, blueprint.cunning, blueprint.strength]).toEqual([9, 8, 6]);
    expect(blueprint.staffing).toEqual(['Cmd']);
    expect(blueprint.quadrant).toBe('Alpha');
    expect(unstructured).toEqual([]);
  });

  it('should count a repeated classification as level 2 (Leah Brahms: ENGINEER ENGINEER)', () => {
    // Arrange
    const row = realRow('Leah Brahms', 'premiere');
    // Act
    const { blueprint } = decode(row);
    // Assert
    expect(blueprint.skills).toEqual([{ skill: 'ENGINEER', level: 2 }]);
    expect(blueprint.staffing).toEqual(['Stf']);
  });

  it('should read Data with Computer Skill x 2 (Rulebook "Skills")', () => {
    // Arrange
    const row = realRow('Data', 'premiere');
    // Act
    const { blueprint } = decode(row);
    // Assert
    expect(blueprint.skills).toContainEqual({ skill: 'Computer Skill', level: 2 });
    expect(blueprint.skills).toContainEqual({ skill: 'ENGINEER', level: 1 });
  });

  it('should keep Gi\'ral\'s special skill as text (Rulebook "Special skills")', () => {
    // Arrange
    const row = realRow("Gi'ral", '2pg');
    // Act
    const { blueprint, unstructured } = decode(row);
    // Assert
    expect(blueprint.skills).toEqual([{ skill: 'CIVILIAN', level: 1 }]);
    expect(blueprint.specialSkills).toEqual([
      "May build {Colony} at unsolved planet mission if present there with {Tokath}. {Ba'el} scores double points there.",
    ]);
    expect(unstructured).toEqual([]);
  });

  it('should split a dual-personnel card into its two members (Jake and Nog, CIVILIAN+CIVILIAN)', () => {
    // Arrange
    const row = realRow('Jake and Nog', 'ds9');
    // Act
    const { blueprint } = decode(row);
    // Assert
    expect(
      blueprint.members.map((m) => [m.name, m.classification, m.integrity, m.cunning, m.strength]),
    ).toEqual([
      ['Jake', 'CIVILIAN', 6, 5, 4],
      ['Nog', 'CIVILIAN', 4, 7, 4],
    ]);
    expect(blueprint.members[1]?.skills).toContainEqual({ skill: 'Acquisition', level: 1 });
    expect(blueprint.integrity).toBe(10);
    expect(blueprint.printedAttributes).toEqual({ INTEGRITY: '6+4', CUNNING: '5+7', STRENGTH: '4+4' });
  });

  it('should read dual affiliations and the Delta Quadrant icon (Hajur: Hirogen/Non-Aligned, [DQ])', () => {
    // Arrange
    const row = realRow('Hajur', 'borg');
    // Act
    const { blueprint } = decode(row);
    // Assert
    expect(blueprint.affiliations).toEqual(['Hirogen', 'Non-Aligned']);
    expect(blueprint.quadrant).toBe('Delta');
    expect(blueprint.staffing).toEqual(['Cmd']);
  });

  it('should keep a variable attribute in printed form (Rom: CUNNING X)', () => {
    // Arrange
    const row = realRow('Rom', 'roa');
    // Act
    const { blueprint } = decode(row);
    // Assert
    expect(blueprint.cunning).toBe(0);
    expect(blueprint.printedAttributes).toEqual({ CUNNING: 'X' });
  });

  it('should read the infiltration icons apart from the bracketed ones (Rulebook "Infiltration": <Fed>, <Fed><Kli>)', () => {
    // Arrange
    const rows = [
      realRow("O'Brien Founder", 'dom'),
      realRow('Kell (Engage)', 'ENGAGE'),
      realRow('Data', 'premiere'),
    ];
    // Act
    const read = rows.map((row) => decode(row).blueprint);
    // Assert
    expect(read.map((b) => b.infiltration)).toEqual([['Federation'], ['Federation', 'Klingon'], []]);
    expect(read[0]?.staffing).toEqual(['Cmd']);
  });
});

// Helpers

const decode = (row: Parameters<typeof personnelFromRow>[0]) => {
  const result = personnelFromRow(row);
  if (E.isLeft(result)) throw new Error(result.left.reason);
  return {
    blueprint: result.right.blueprint as Omit<PersonnelBlueprint, 'id'>,
    unstructured: result.right.unstructured,
  };
};
