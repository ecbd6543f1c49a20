import { COLUMNS, parseCsv } from './csv';
import { allRows, describeWithCsv } from './csv-fixtures';

describeWithCsv('parseCsv', () => {
  it('should read quoted cells with commas and doubled quotes as one cell each', () => {
    // Arrange
    const header = COLUMNS.join(',');
    const cells = COLUMNS.map((c) =>
      c === 'Name' ? 'Hail' : c === 'Text' ? '"Plays on ""flying by"", OR not."' : '',
    );
    // Act
    const [row] = parseCsv(`\uFEFF${header}\n${cells.join(',')}\n`, 'physical');
    // Assert
    expect(row?.cells.Name).toBe('Hail');
    expect(row?.cells.Text).toBe('Plays on "flying by", OR not.');
    expect(row?.line).toBe(2);
  });

  it('should reject a file whose header is not the trekcc export header', () => {
    // Arrange
    const text = 'Name,Type\nHail,Interrupt\n';
    // Act
    const act = () => parseCsv(text, 'virtual');
    // Assert
    expect(act).toThrow(/unexpected CSV header/);
  });
});

describeWithCsv('readCsvRows', () => {
  it('should read all 6,281 rows of both files, physical first', () => {
    // Arrange
    const rows = allRows();
    // Act
    const origins = new Set(rows.map((r) => r.origin));
    // Assert
    expect(rows).toHaveLength(6281);
    expect(rows[0]?.origin).toBe('physical');
    expect(origins).toEqual(new Set(['physical', 'virtual']));
  });
});
