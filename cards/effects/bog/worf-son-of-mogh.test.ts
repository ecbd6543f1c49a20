// Worf Son of Mogh (bog/worfsonofmogh), personnel, special skill:
// "If with {Gowron} on {I.K.C. Bortas}, it is all attributes +3."

import { plus, shipAttributes } from '../modifier-test-support';
import { onTurn } from '../play-test-support';

describe('worfSonOfMogh', () => {
  it('should make the I.K.C. Bortas all attributes +3 while he and Gowron are aboard it, not without Gowron (Rulebook 12.4 "with")', () => {
    // Arrange: I.K.C. Bortas with a crew
    const values = (crew: ReadonlyArray<string>) => {
      const s = onTurn()
        .mission('p1', 'Avert Disaster')
        .ship('p1', 'I.K.C. Bortas', { at: 'Avert Disaster' })
        .aboard('I.K.C. Bortas', 'p1', crew)
        .build();
      return shipAttributes(s.id('I.K.C. Bortas'), s.game);
    };
    // Act
    const [both, partnerAlone, cardAlone] = [
      values(['Worf Son of Mogh', 'Gowron']),
      values(['Gowron']),
      values(['Worf Son of Mogh']),
    ];
    // Assert
    expect(both).toEqual(plus(partnerAlone, [3, 3, 3]));
    expect(cardAlone).toEqual(values([]));
  });
});
