import { fc, test } from '@fast-check/jest';
import { editDistance, suggestTitles } from './suggest';

describe('editDistance', () => {
  it('should count insertions, deletions and substitutions', () => {
    // Arrange
    const pairs: ReadonlyArray<readonly [string, string, number]> = [
      ['kitten', 'sitting', 3],
      ['data', 'data', 0],
      ['', 'worf', 4],
    ];
    // Act
    const distances = pairs.map(([a, b]) => editDistance(a, b, 10));
    // Assert
    expect(distances).toEqual(pairs.map(([, , d]) => d));
  });

  test.prop([fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 })])(
    'should be symmetric and zero only for equal strings',
    (a, b) => {
      // Arrange, Act
      const ab = editDistance(a, b, 30);
      const ba = editDistance(b, a, 30);
      // Assert
      expect(ab).toBe(ba);
      expect(ab === 0).toBe(a === b);
    },
  );
});

describe('suggestTitles', () => {
  it('should rank closer titles first and ignore case', () => {
    // Arrange
    const titles = ['Worf', 'Wesley Crusher', 'Word', 'Data'];
    // Act
    const suggestions = suggestTitles(titles, 'WORF');
    // Assert
    expect(suggestions).toEqual(['Worf', 'Word']);
  });

  it('should also offer titles that contain the query', () => {
    // Arrange
    const titles = ['Admiral Picard', 'Jean-Luc Picard', 'Data'];
    // Act
    const suggestions = suggestTitles(titles, 'picard');
    // Assert
    expect(suggestions).toEqual(['Admiral Picard', 'Jean-Luc Picard']);
  });
});
