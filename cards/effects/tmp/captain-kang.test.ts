// Captain Kang (tmp/tmp71), personnel, special skill:
// "If on a ship at a [KLI] mission, it is WEAPONS +2."

import { plus, shipAttributes } from '../modifier-test-support';
import { onTurn } from '../play-test-support';

describe('captainKang', () => {
  it('should make the ship he is aboard WEAPONS +2 at a [KLI] mission only (Rulebook 12.4 "Here")', () => {
    // Arrange: a Runabout at Test Mission ([FED] [KLI]) or at Excavation ([FED] [ROM]), with or without him aboard
    const values = (mission: string, crew: ReadonlyArray<string>) => {
      const s = onTurn()
        .mission('p1', mission)
        .ship('p1', 'Runabout', { at: mission })
        .aboard('Runabout', 'p1', crew)
        .build();
      return shipAttributes(s.id('Runabout'), s.game);
    };
    // Act
    const [klingon, other] = ['Test Mission', 'Excavation'].map((m) => [
      values(m, []),
      values(m, ['Captain Kang']),
    ]);
    // Assert
    expect(klingon?.[1]).toEqual(plus(klingon?.[0], [0, 2, 0]));
    expect(other?.[1]).toEqual(other?.[0]);
  });
});
