// U.S.S. Cairo (SFL/sfl35), ship: "Tractor Beam At [CAR]: WEAPONS and SHIELDS +2."

import { shipAttributes } from '../modifier-test-support';
import { onTurn, send } from '../play-test-support';

describe('ussCairo', () => {
  it('should be WEAPONS and SHIELDS +2 at a [CAR] mission and lose it as it moves away (Rulebook 12.4 "Here", 12.11)', () => {
    // Arrange: at Characterize Neutrino Emissions ([CAR] [BAJ]), next to Avert Disaster ([FED]); printed 8, 6, 7
    const s = onTurn()
      .mission('p1', 'Characterize Neutrino Emissions')
      .mission('p1', 'Avert Disaster')
      .ship('p1', 'U.S.S. Cairo', { at: 'Characterize Neutrino Emissions' })
      .aboard('U.S.S. Cairo', 'p1', ['Gates', 'Tasha Yar'])
      .build();
    const cairo = s.id('U.S.S. Cairo');
    // Act
    const moved = send(s.game, { type: 'ship.move', player: 'p1', ship: cairo, to: s.id('Avert Disaster') });
    // Assert
    expect([shipAttributes(cairo, s.game), shipAttributes(cairo, moved)]).toEqual([
      [8, 6 + 2, 7 + 2],
      [8, 6, 7],
    ]);
  });
});
