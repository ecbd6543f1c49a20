// Artifact mis-seeds as a judge's worked example, through the engine facade: Rulebook 7.2.4 Mis-seeds (L246):
// "multiple Artifacts seeded under one Mission by a single player (all that player's artifacts at that Mission become
// mis-seeds)"; a single artifact is earned by the solver (Rulebook 7.2 "Solving a Mission").
import { legalActions, state } from '../../machines/engine';
import { acting, sent } from '../../machines/engine-test-support';
import { refusal } from '../../machines/judge-test-support';
import { getCard } from '../core/game-state';
import { type Scenario, scenario } from '../game/scenario';

describe('artifact mis-seeds', () => {
  it('should let the solver earn the one artifact a player seeded at the mission (Rulebook 7.2)', () => {
    // Arrange
    const s = excavation(['Interphase Generator']);
    // Act
    const after = state(sent(acting(s.game), attempt(s)));
    // Assert
    expect(getCard(s.id('Interphase Generator'))(after).zone).toEqual({
      kind: 'planetSurface',
      location: s.id('Excavation'),
    });
  });

  it("should place every one of a player's artifacts at one mission out of play, none earned (Rulebook 7.2.4, L246)", () => {
    // Arrange: p2 seeded two artifacts under Excavation
    const s = excavation(['Interphase Generator', "Horga'hn"]);
    const game = acting(s.game);
    // Act
    const after = state(sent(game, attempt(s)));
    const refused = refusal(game, attempt(s));
    // Assert
    expect([
      getCard(s.id('Interphase Generator'))(after).zone,
      getCard(s.id("Horga'hn"))(after).zone,
    ]).toEqual([
      { kind: 'outOfPlay', player: 'p2' },
      { kind: 'outOfPlay', player: 'p2' },
    ]);
    expect(after.locations[s.id('Excavation')]?.completedBy).toBe('p1');
    expect(legalActions(game)).not.toContainEqual(attempt(s));
    expect(refused).toEqual({ rule: '7.2 Attempting a Mission', unchanged: true });
  });
});

// Helpers

const excavation = (artifacts: ReadonlyArray<string>): Scenario =>
  scenario()
    .mission('p1', 'Excavation')
    .seed('Excavation', 'p2', artifacts)
    .surface('Excavation', 'p1', ['Baran', 'Deanna Troi'])
    .build();

const attempt = (s: Scenario) =>
  ({ type: 'mission.attempt', player: 'p1', location: s.id('Excavation') }) as const;
