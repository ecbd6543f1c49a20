import { recordBeam } from './beam-limits';
import { beamingScenario as base, playedOnMission as on } from './beam-test-support';

describe('recordBeam', () => {
  it('should count personnel beamed up or down only where a quota applies (Atmospheric Ionization)', () => {
    // Arrange
    const s = base();
    const surface = { kind: 'planetSurface', location: s.id('Avert Disaster') } as const;
    const aboard = { kind: 'aboard', carrier: s.id('U.S.S. Galaxy') } as const;
    const ionized = on(s.game, 'Atmospheric Ionization', s.id('Avert Disaster'));
    // Act
    const records = [
      recordBeam('p1', s.id('Data'), aboard, surface)(s.game),
      recordBeam('p1', s.id('Data'), aboard, surface)(ionized),
      recordBeam('p1', s.id('Tricorder'), aboard, surface)(ionized),
    ];
    // Assert
    expect(records[0]).toBe(s.game);
    expect(records[1]?.textThisTurn?.used).toHaveLength(1);
    expect(records[2]).toBe(ionized);
  });
});
