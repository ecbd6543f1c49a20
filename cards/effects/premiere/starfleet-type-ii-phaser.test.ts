// Starfleet Type II Phaser (premiere/Starfleet-Type-II-Phaser), equipment:
// "Federation and Non-Aligned use only. Each of your personnel present is STRENGTH +2. (Cumulative.)"
import { attribute } from '../../../domain/cards-in-play/skills';
import { onTurn } from '../play-test-support';

describe('starfleetTypeIIPhaser', () => {
  it('should make your Federation and Non-Aligned crew STRENGTH +2 each copy, a Klingon not (Rulebook 12.9)', () => {
    // Arrange
    const s = onTurn()
      .mission('p1', 'Test Mission')
      .ship('p1', 'U.S.S. Galaxy', { at: 'Test Mission' })
      .aboard('U.S.S. Galaxy', 'p1', [
        'Worf',
        'Baran',
        'Kurn',
        { title: 'Starfleet Type II Phaser', label: 'one' },
        { title: 'Starfleet Type II Phaser', label: 'two' },
      ])
      .build();
    // Act
    const strength = ['Worf', 'Baran', 'Kurn'].map((t) => attribute(s.id(t), 'STRENGTH')(s.game));
    // Assert
    expect(strength).toEqual([10 + 4, 6 + 4, 8]);
  });

  it('should give nothing once it leaves the crew (Rulebook 12.4 Present)', () => {
    // Arrange
    const s = onTurn()
      .mission('p1', 'Avert Disaster')
      .ship('p1', 'U.S.S. Galaxy', { at: 'Avert Disaster' })
      .aboard('U.S.S. Galaxy', 'p1', ['Worf'])
      .surface('Avert Disaster', 'p1', ['Starfleet Type II Phaser'])
      .build();
    // Act
    const strength = attribute(s.id('Worf'), 'STRENGTH')(s.game);
    // Assert
    expect(strength).toBe(10);
  });
});
