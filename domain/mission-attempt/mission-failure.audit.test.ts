// Mission failure as a judge's worked example, through the engine facade: Rulebook "Mission Attempt" (L716-722): the
// attempt fails when the team left cannot meet the mission requirements, and "unstopped personnel … may reattempt the
// mission"; stopping is a consequence of failing a dilemma's conditions only ("Dilemmas", L644-649).
import { legalActions, state } from '../../machines/engine';
import { acting, sent } from '../../machines/engine-test-support';
import { refusal } from '../../machines/judge-test-support';
import { getCard } from '../core/game-state';
import { type Scenario, scenario } from '../game/scenario';

describe('mission failure', () => {
  it('should not stop a team that fails the mission requirements, and offer the reattempt (Rulebook L716-722)', () => {
    // Arrange: Deanna Troi alone has neither Archaeology nor CUNNING>32 for Excavation
    const s = scenario().mission('p1', 'Excavation').surface('Excavation', 'p1', ['Deanna Troi']).build();
    const game = acting(s.game);
    // Act
    const failed = state(sent(game, attempt(s)));
    // Assert
    expect(failed.locations[s.id('Excavation')]?.completedBy).toBeNull();
    expect(getCard(s.id('Deanna Troi'))(failed).stopped).toBe(false);
    expect(legalActions(game)).toContainEqual(attempt(s));
    expect(state(sent(game, attempt(s))).pending).toEqual({ player: 'p1', decision: 'turn.act' });
  });

  it("should stop a team that fails a dilemma's conditions and refuse its reattempt, unchanged (Rulebook L644-649)", () => {
    // Arrange: Hologram Ruse is not overcome by Baran and Deanna Troi
    const s = scenario()
      .mission('p1', 'Excavation')
      .seed('Excavation', 'p2', ['Hologram Ruse'])
      .surface('Excavation', 'p1', ['Baran', 'Deanna Troi'])
      .build();
    const game = acting(s.game);
    // Act
    const failed = state(sent(game, attempt(s)));
    const refused = refusal(game, attempt(s));
    // Assert
    expect([getCard(s.id('Baran'))(failed).stopped, getCard(s.id('Deanna Troi'))(failed).stopped]).toEqual([
      true,
      true,
    ]);
    expect(legalActions(game)).not.toContainEqual(attempt(s));
    expect(refused).toEqual({ rule: '7.2 Attempting a Mission', unchanged: true });
  });
});

// Helpers

const attempt = (s: Scenario) =>
  ({ type: 'mission.attempt', player: 'p1', location: s.id('Excavation') }) as const;
