import { verbHistogram, verbsOf } from './verb-histogram';

describe('verbsOf', () => {
  it('should list an effect’s verb and the verbs of the effects it composes', () => {
    // Arrange
    const effect = { type: 'atEndOfTurn', effects: [{ type: 'killAllPersonnel' }, { type: 'discardSelf' }] };
    // Act
    const verbs = verbsOf([effect, { kind: 'notAnEffect' }]);
    // Assert
    expect(verbs).toEqual(['atEndOfTurn', 'killAllPersonnel', 'discardSelf']);
  });
});

describe('verbHistogram', () => {
  it('should count each declared text once per verb, most used verb first', () => {
    // Act
    const histogram = verbHistogram();
    // Assert
    const modify = histogram.find((use) => use.verb === 'modify');
    expect(modify?.texts).toBeGreaterThan(10);
    expect(histogram[0]?.texts).toBeGreaterThanOrEqual(modify?.texts ?? 0);
    expect(histogram.every((use, i) => i === 0 || (histogram[i - 1]?.texts ?? 0) >= use.texts)).toBe(true);
  });

  it('should count the lasting permissions and prohibitions as two general verbs, no one-card verb of theirs left (issue #14)', () => {
    // Act
    const uses = new Map(verbHistogram().map((use) => [use.verb, use.texts]));
    // Assert
    expect(uses.get('prevent')).toBeGreaterThanOrEqual(3);
    expect(uses.get('allow')).toBeGreaterThanOrEqual(3);
    for (const gone of [
      'preventsPlay',
      'noInterrupts',
      'noDownloads',
      'mayAttemptHost',
      'shipsMayTimeTravel',
    ])
      expect(uses.has(gone)).toBe(false);
  });
});
