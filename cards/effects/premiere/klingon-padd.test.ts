// Klingon PADD (premiere/klingonpadd), equipment:
// "Klingon use only. Each of your personnel CUNNING +2 where present. (Cumulative.)"
import { attribute } from '../../../domain/cards-in-play/skills';
import { onTurn } from '../play-test-support';

describe('klingonPadd', () => {
  it('should make your Klingon Away Team CUNNING +2, not your opponent\'s personnel there (Rulebook 12.3 "your")', () => {
    // Arrange
    const s = onTurn()
      .mission('p1', 'Avert Disaster')
      .surface('Avert Disaster', 'p1', ['Kurn', 'Klingon PADD'])
      .surface('Avert Disaster', 'p2', ['Kromm'])
      .build();
    // Act
    const [kurn, kromm] = [
      attribute(s.id('Kurn'), 'CUNNING')(s.game),
      attribute(s.id('Kromm'), 'CUNNING')(s.game),
    ];
    // Assert
    expect([kurn, kromm]).toEqual([6 + 2, 6]);
  });
});
