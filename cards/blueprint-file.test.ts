import { type BlueprintFile, decodeBlueprints, encodeBlueprints } from './blueprint-file';
import { allRows, describeWithCsv } from './import/csv-fixtures';
import { importCards } from './import/import-cards';

describeWithCsv('encodeBlueprints', () => {
  it('should write one blueprint per line and read back equal blueprints', () => {
    // Arrange
    const blueprints = importCards(allRows().filter((r) => r.cells.Release === 'premiere')).blueprints;
    // Act
    const text = encodeBlueprints(blueprints);
    const decoded = decodeBlueprints(JSON.parse(text) as BlueprintFile);
    // Assert
    expect(decoded).toEqual(blueprints);
    expect(text.split('\n').filter((l) => l.startsWith('["premiere/'))).toHaveLength(363);
  });
});

describeWithCsv('decodeBlueprints', () => {
  it('should reject a file of another format', () => {
    // Arrange
    const file = { format: 'other', fields: {}, blueprints: [] } as unknown as BlueprintFile;
    // Act
    const act = () => decodeBlueprints(file);
    // Assert
    expect(act).toThrow(/expected format stccg-blueprints\/1/);
  });
});
