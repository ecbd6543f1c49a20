import * as E from 'fp-ts/Either';
import { checkBeamingAllowed } from './beam-permission';
import { beamingScenario as base, playedOnMission as on } from './beam-test-support';

describe('checkBeamingAllowed', () => {
  it('should restrict only beaming up or down at the location, not between ships (Rulebook 7.1.1 Beam)', () => {
    // Arrange
    const s = base();
    const game = on(s.game, 'Distortion Field', s.id('Avert Disaster'));
    const [galaxy, runabout] = [s.id('U.S.S. Galaxy'), s.id('Runabout')];
    const surface = { kind: 'planetSurface', location: s.id('Avert Disaster') } as const;
    // Act
    const [down, across] = [
      checkBeamingAllowed('p1', s.id('Data'), { kind: 'aboard', carrier: galaxy }, surface)(game),
      checkBeamingAllowed(
        'p1',
        s.id('Data'),
        { kind: 'aboard', carrier: galaxy },
        { kind: 'aboard', carrier: runabout },
      )(game),
    ];
    // Assert
    expect([E.isLeft(down), E.isRight(across)]).toEqual([true, true]);
  });
});
