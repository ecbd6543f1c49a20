// The end of the game as a judge's worked example, through the engine facade (Rulebook "Missions"; README "End of
// the game"): solving a mission that brings a player to 100 points, with a completed planet and a completed space
// mission, wins at once; the game then waits on no one, lists no command and refuses every one, unchanged.
import { legalActions, state } from '../../machines/engine';
import { sent, started } from '../../machines/engine-test-support';
import { refusal } from '../../machines/judge-test-support';
import type { GameState } from '../core/game-state';
import { type Scenario, scenario } from '../game/scenario';

describe('the end of the game', () => {
  it('should win at once on reaching 100 points with a planet and a space mission completed, then refuse every command, unchanged (Rulebook "Missions")', () => {
    // Arrange: p1 has 75 points and completed the space mission Wormhole Negotiations; Excavation is worth 25
    const s = excavation();
    const game = started(withSpaceMissionDone(s, 75));
    // Act
    const after = state(sent(game, attempt(s)));
    const refused = refusal(game, { type: 'turn.end', player: 'p1' });
    // Assert
    expect(after).toMatchObject({
      phase: 'over',
      pending: null,
      result: { kind: 'won', winner: 'p1', reason: 'points' },
    });
    expect(legalActions(game)).toEqual([]);
    expect(refused).toEqual({ rule: 'Playing the Game', unchanged: true });
  });

  it('should go on below 100 points: the turn decision is still the active player\'s (Rulebook "Missions")', () => {
    // Arrange: the same solve brings p1 to 95 points only
    const s = excavation();
    const game = started(withSpaceMissionDone(s, 70));
    // Act
    const after = state(sent(game, attempt(s)));
    // Assert
    expect(after.players[0].score).toBe(95);
    expect(after).toMatchObject({ phase: 'play', result: null });
    expect(after.pending).toEqual({ player: 'p1', decision: 'turn.act' });
    expect(legalActions(game)).toContainEqual({ type: 'turn.end', player: 'p1' });
  });
});

// Helpers

const excavation = (): Scenario =>
  scenario()
    .mission('p1', 'Excavation')
    .mission('p1', 'Wormhole Negotiations')
    .surface('Excavation', 'p1', ['Baran', 'Deanna Troi'])
    .drawDeck('p1', ['Data'])
    .drawDeck('p2', ['Worf'])
    .build();

const withSpaceMissionDone = (s: Scenario, score: number): GameState => {
  const location = s.id('Wormhole Negotiations');
  const done = s.game.locations[location];
  if (done === undefined) throw new Error('Wormhole Negotiations is not a location');
  return {
    ...s.game,
    locations: { ...s.game.locations, [location]: { ...done, completedBy: 'p1' } },
    players: [{ ...s.game.players[0], score }, s.game.players[1]],
  };
};

const attempt = (s: Scenario) =>
  ({ type: 'mission.attempt', player: 'p1', location: s.id('Excavation') }) as const;
