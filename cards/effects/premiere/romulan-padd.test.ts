// Romulan PADD (premiere/romulanpadd), equipment:
// "Romulan use only. Each of your personnel CUNNING +2 where present. (Cumulative.)"
import { attribute } from '../../../domain/cards-in-play/skills';
import { onTurn } from '../play-test-support';

describe('romulanPadd', () => {
  it('should make your Romulans present CUNNING +2 and leave others alone ("Romulan use only")', () => {
    // Arrange
    const s = onTurn()
      .mission('p1', 'Avert Disaster')
      .surface('Avert Disaster', 'p1', ['Tomalak', 'Baran', 'Romulan PADD'])
      .build();
    // Act
    const [tomalak, baran] = [
      attribute(s.id('Tomalak'), 'CUNNING')(s.game),
      attribute(s.id('Baran'), 'CUNNING')(s.game),
    ];
    // Assert
    expect([tomalak, baran]).toEqual([7 + 2, 8]);
  });
});
