import type { GameState } from '../core/game-state';
import { scenario } from './scenario';
import { whyNotResumable } from './scenario-turn';

// ARCHITECTURE "scenario builder" (resumeGame): a play-phase state resumes where it is between the active player's
// actions (Rulebook "Play a Card", "Execute Orders") or in a window opened between them (Rulebook "Playing 'At Any
// Time'"); a battle (7.4), a mission attempt (7.2) or the start and end of the turn (10.2.1, "End of Turn") do not.
describe('whyNotResumable', () => {
  it("should resume a state between the active player's actions, and a window opened between them", () => {
    // Arrange
    const game = midTurn();
    // Act & Assert
    expect(whyNotResumable(game)).toBeNull();
    expect(whyNotResumable({ ...game, pending: { player: 'p1', decision: 'turn.act' } })).toBeNull();
    expect(whyNotResumable({ ...game, pending: { player: 'p2', decision: 'response.window' } })).toBeNull();
    expect(whyNotResumable({ ...game, resumeAt: 'playingCards' })).toBeNull();
  });

  it('should refuse a battle or a mission attempt under way, naming it (Rulebook 7.4, 7.2)', () => {
    // Arrange
    const game = midTurn();
    const inBattle = { ...game, battle: {} } as unknown as GameState;
    const inAttempt = { ...game, attempt: {} } as unknown as GameState;
    // Act & Assert
    expect(whyNotResumable(inBattle)).toMatch(/battle/);
    expect(whyNotResumable(inAttempt)).toMatch(/mission attempt/);
  });

  it('should refuse the end of the turn and its decisions (Rulebook "End of Turn")', () => {
    // Arrange
    const game = midTurn();
    // Act & Assert
    expect(whyNotResumable({ ...game, resumeAt: 'endingTurn' })).toMatch(/endingTurn/);
    expect(whyNotResumable({ ...game, pending: { player: 'p1', decision: 'turn.draw' } })).toMatch(
      /turn\.draw/,
    );
  });
});

// Helpers

const midTurn = (): GameState =>
  scenario().mission('p1', 'Avert Disaster').turnSoFar({ normalCardPlayUsed: true }).build().game;
