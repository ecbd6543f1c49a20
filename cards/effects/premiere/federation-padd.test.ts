// Federation PADD (premiere/federationpadd), equipment:
// "Federation use only. Each of your personnel CUNNING +2 where present. (Cumulative.)"
import { attribute } from '../../../domain/cards-in-play/skills';
import { onTurn } from '../play-test-support';

describe('federationPadd', () => {
  it('should make each of your Federation personnel aboard CUNNING +2 for each copy (Rulebook 12.9 Cumulative)', () => {
    // Arrange
    const s = onTurn()
      .mission('p1', 'Test Mission')
      .ship('p1', 'U.S.S. Galaxy', { at: 'Test Mission' })
      .aboard('U.S.S. Galaxy', 'p1', [
        'Data',
        'Worf',
        { title: 'Federation PADD', label: 'PADD 1' },
        { title: 'Federation PADD', label: 'PADD 2' },
      ])
      .build();
    // Act
    const [data, worf] = [
      attribute(s.id('Data'), 'CUNNING')(s.game),
      attribute(s.id('Worf'), 'CUNNING')(s.game),
    ];
    // Assert
    expect([data, worf]).toEqual([12 + 4, 6 + 4]);
  });

  it('should not reach your non-Federation personnel, nor personnel not present (Rulebook 12.4 Present)', () => {
    // Arrange
    const s = onTurn()
      .mission('p1', 'Avert Disaster')
      .ship('p1', 'U.S.S. Galaxy', { at: 'Avert Disaster' })
      .aboard('U.S.S. Galaxy', 'p1', ['Baran', 'Federation PADD'])
      .surface('Avert Disaster', 'p1', ['Data'])
      .build();
    // Act
    const [baran, data] = [
      attribute(s.id('Baran'), 'CUNNING')(s.game),
      attribute(s.id('Data'), 'CUNNING')(s.game),
    ];
    // Assert
    expect([baran, data]).toEqual([8, 12]);
  });
});
