// Rebuild Society (Ls/Ls11), planet mission, [FED][KLI], 30* points:
// "Leadership + Anthropology + INTEGRITY>28 * +5 if a Think Tank personnel helps solve."
// Rulebook 7.2 "Solving a Mission" (L711: "you score the mission points, plus any bonus points you earned").
import type { GameState } from '../../../domain/core/game-state';
import { scenario } from '../../../domain/game/scenario';
import { play, started } from '../response-test-support';

describe('rebuildSociety', () => {
  it('should score 35 points when a Think Tank personnel helps solve it (Rulebook 7.2 L711)', () => {
    // Arrange
    const [game, s] = society([...TEAM, 'Kurros']);
    // Act
    const after = play(game, { type: 'mission.attempt', player: 'p1', location: s.id('Rebuild Society') });
    // Assert
    expect(after.locations[s.id('Rebuild Society')]?.completedBy).toBe('p1');
    expect(scoreOf(after)).toBe(35);
  });

  it('should score its 30 points when no Think Tank personnel helps solve it', () => {
    // Arrange
    const [game, s] = society(TEAM);
    // Act
    const after = play(game, { type: 'mission.attempt', player: 'p1', location: s.id('Rebuild Society') });
    // Assert
    expect(after.locations[s.id('Rebuild Society')]?.completedBy).toBe('p1');
    expect(scoreOf(after)).toBe(30);
  });
});

// Helpers

const TEAM = ['Jean-Luc Picard', 'William T. Riker', 'Darian Wallace', 'Deanna Troi'];

const society = (team: ReadonlyArray<string>) =>
  started(scenario({ active: 'p1' }).mission('p1', 'Rebuild Society').surface('Rebuild Society', 'p1', team));

const scoreOf = (game: GameState): number => game.players.find((p) => p.id === 'p1')?.score ?? 0;
