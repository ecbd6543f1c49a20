import type { Requirement } from '../../cards/blueprint';
import { moveCard } from '../../domain/core/game-state';
import { scenario } from '../../domain/game/scenario';
import { teamFit } from './fit';
import { planFor } from './plan';
import { landings, value } from './value';

// Test Mission: Physics + INTEGRITY>28
const testMission: Requirement = {
  kind: 'all',
  of: [
    { kind: 'skill', skill: 'Physics', count: 1 },
    { kind: 'attribute', attribute: 'INTEGRITY', greaterThan: 28 },
  ],
};

describe('teamFit', () => {
  it('should be 1 for a team that meets the requirement and at most a half for one that lacks part (Rulebook 7.2)', () => {
    // Arrange
    const s = crew(['Jean-Luc Picard', 'William T. Riker', 'Tasha Yar', 'Worf', 'Mendon']).build();
    const all = ['Jean-Luc Picard', 'William T. Riker', 'Tasha Yar', 'Worf', 'Mendon'].map(s.id);
    // Act
    const full = teamFit(testMission, all, s.game);
    const lacking = teamFit(testMission, all.slice(0, 4), s.game);
    const none = teamFit(testMission, [], s.game);
    // Assert
    expect(full).toBe(1);
    expect(lacking).toBeGreaterThan(0);
    expect(lacking).toBeLessThanOrEqual(0.5);
    expect(none).toBe(0);
  });
});

describe('value', () => {
  it('should rise when the personnel with the missing skill boards the ship (Rulebook 7.1.1 Beam)', () => {
    // Arrange
    const s = crew(['Jean-Luc Picard', 'William T. Riker', 'Tasha Yar', 'Worf'])
      .aboard('Federation Outpost', 'p1', ['Mendon'])
      .build();
    const plan = planFor('p1', s.game);
    const boarded = moveCard(s.id('Mendon'), { kind: 'aboard', carrier: s.id('U.S.S. Enterprise') })(s.game);
    // Act & Assert
    expect(value(plan, boarded)).toBeGreaterThan(value(plan, s.game));
  });

  it('should rise when a ship whose crew meets a mission flies to it (Rulebook 7.1.5 Move)', () => {
    // Arrange
    const s = crew(['Jean-Luc Picard', 'William T. Riker', 'Tasha Yar', 'Worf', 'Mendon']).build();
    const plan = planFor('p1', s.game);
    const there = moveCard(s.id('U.S.S. Enterprise'), { kind: 'atLocation', location: s.id('Test Mission') })(
      s.game,
    );
    // Act & Assert
    expect(value(plan, there)).toBeGreaterThan(value(plan, s.game));
  });
});

describe('landings', () => {
  it('should name a planet mission whose requirements the personnel at its location meet together (Rulebook 7.2)', () => {
    // Arrange: Avert Disaster needs Geology + Honor + INTEGRITY>35
    const s = crew(['Jean-Luc Picard', 'William T. Riker', 'Tasha Yar', 'Worf', 'Taitt']).build();
    const short = crew(['Jean-Luc Picard', 'William T. Riker', 'Tasha Yar', 'Worf']).build();
    // Act & Assert
    expect(landings(planFor('p1', s.game), s.game)).toEqual([s.id('Avert Disaster')]);
    expect(landings(planFor('p1', short.game), short.game)).toEqual([]);
  });
});

// Helpers

function crew(names: ReadonlyArray<string>) {
  return scenario({ active: 'p1' })
    .mission('p1', 'Avert Disaster')
    .mission('p1', 'Test Mission')
    .facility('p1', 'Federation Outpost', { at: 'Avert Disaster' })
    .ship('p1', 'U.S.S. Enterprise', { at: 'Avert Disaster' })
    .aboard('U.S.S. Enterprise', 'p1', names);
}
