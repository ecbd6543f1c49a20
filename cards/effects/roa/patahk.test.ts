// Patahk (roa/patahk), personnel, special skill:
// "If aboard {Pi} with {Bochra}, Pi is attributes all +2."

import { plus, shipAttributes } from '../modifier-test-support';
import { onTurn } from '../play-test-support';

describe('patahk', () => {
  it('should make Pi attributes all +2 while he and Bochra are aboard it, not without Bochra (Rulebook 12.4 "with")', () => {
    // Arrange: Pi with a crew
    const values = (crew: ReadonlyArray<string>) => {
      const s = onTurn()
        .mission('p1', 'Avert Disaster')
        .ship('p1', 'Pi', { at: 'Avert Disaster' })
        .aboard('Pi', 'p1', crew)
        .build();
      return shipAttributes(s.id('Pi'), s.game);
    };
    // Act
    const [both, partnerAlone, cardAlone] = [
      values(['Patahk', 'Bochra']),
      values(['Bochra']),
      values(['Patahk']),
    ];
    // Assert
    expect(both).toEqual(plus(partnerAlone, [2, 2, 2]));
    expect(cardAlone).toEqual(values([]));
  });
});
