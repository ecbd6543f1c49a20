// Kell Perim (20th/xx_9V), personnel, special skill:
// "While on your ship, it is RANGE +1 in the Briar Patch Region."

import { plus, shipAttributes } from '../modifier-test-support';
import { onTurn } from '../play-test-support';

describe('kellPerim', () => {
  it('should make your ship she is aboard RANGE +1 in the Briar Patch Region only (Rulebook "Regions")', () => {
    // Arrange: a Runabout at Analyze Radiation (Briar Patch Region) or at Avert Disaster, with or without her aboard
    const values = (mission: string, crew: ReadonlyArray<string>) => {
      const s = onTurn()
        .mission('p1', mission)
        .ship('p1', 'Runabout', { at: mission })
        .aboard('Runabout', 'p1', crew)
        .build();
      return shipAttributes(s.id('Runabout'), s.game);
    };
    // Act
    const [briar, elsewhere] = ['Analyze Radiation', 'Avert Disaster'].map((m) => [
      values(m, []),
      values(m, ['Kell Perim']),
    ]);
    // Assert
    expect(briar?.[1]).toEqual(plus(briar?.[0], [1, 0, 0]));
    expect(elsewhere?.[1]).toEqual(elsewhere?.[0]);
  });
});
