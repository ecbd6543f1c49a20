// Eight of Nineteen (fc/eightofnineteen), personnel, special skill:
// "Where present, your Borg are each STRENGTH +2. (Cumulative.)"
import { attribute } from '../../../domain/cards-in-play/skills';
import { onTurn, send } from '../play-test-support';

describe('eightOfNineteen', () => {
  it('should make your Borg present STRENGTH +2 once he reports, himself included (Rulebook 12.4 Present)', () => {
    // Arrange
    const s = hive().build();
    // Act
    const after = send(s.game, report(s.id('reported'), s.id('Borg Outpost')));
    // Assert
    expect(attribute(s.id('Six of Eleven'), 'STRENGTH')(after)).toBe(5 + 2);
    expect(attribute(s.id('reported'), 'STRENGTH')(after)).toBe(7 + 2);
  });

  it('should add up with another copy present (Rulebook 12.9 Cumulative)', () => {
    // Arrange
    const s = hive()
      .aboard('Borg Outpost', 'p1', [{ title: 'Eight of Nineteen', label: 'aboard' }])
      .build();
    // Act
    const after = send(s.game, report(s.id('reported'), s.id('Borg Outpost')));
    // Assert
    expect(attribute(s.id('Six of Eleven'), 'STRENGTH')(s.game)).toBe(5 + 2);
    expect(attribute(s.id('Six of Eleven'), 'STRENGTH')(after)).toBe(5 + 4);
  });
});

// Helpers

const hive = () =>
  onTurn()
    .mission('p1', 'Catalog Phenomena')
    .facility('p1', 'Borg Outpost', { at: 'Catalog Phenomena' })
    .aboard('Borg Outpost', 'p1', ['Six of Eleven'])
    .hand('p1', [{ title: 'Eight of Nineteen', label: 'reported' }]);

const report = (card: string, facility: string) =>
  ({ type: 'card.play', player: 'p1', card, kind: 'report', facility, affiliation: 'Borg' }) as const;
