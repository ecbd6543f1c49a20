import { printedIcons } from './fields';

describe('printedIcons', () => {
  it('should keep bracketed icons and nemesis arrows in printed order (Rulebook "Nemesis Destruction")', () => {
    // Arrange
    const column = '(R>[Cmd]';
    // Act
    const read = printedIcons(column);
    // Assert
    expect(read).toEqual(['(R>', 'Cmd']);
  });

  it('should read a left arrow and leave infiltration icons out (Rulebook "Nemesis Destruction")', () => {
    // Arrange
    const columns = ['<S)[DQ][Stf]', '<Fed>[Cmd]'];
    // Act
    const read = columns.map(printedIcons);
    // Assert
    expect(read).toEqual([['<S)', 'DQ', 'Stf'], ['Cmd']]);
  });
});
