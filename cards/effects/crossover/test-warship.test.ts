// Test Warship (crossover/crossover_43), space mission, [FED][KLI][CAR][BAJ], 35* points:
// "SECURITY + Leadership x2 + ENGINEER + CUNNING>35 * +5 points if {Defiant} or {Regency 1} here when solved."
// Rulebook 7.2 "Solving a Mission" (L711: "you score the mission points, plus any bonus points you earned"), 12.4 "Here".
import type { GameState } from '../../../domain/core/game-state';
import { scenario } from '../../../domain/game/scenario';
import { play, started } from '../response-test-support';

describe('testWarship', () => {
  it.each([
    ['Defiant', 'Test Warship', 40],
    ['Regency 1', 'Test Warship', 40],
    ['Defiant', 'Avert Disaster', 35],
  ])(
    'should score the mission with %s at %s: %i points (Rulebook 7.2 L711, 12.4 "Here")',
    (ship, at, points) => {
      // Arrange
      const [game, s] = warship(ship, at);
      // Act
      const after = play(game, {
        type: 'mission.attempt',
        player: 'p1',
        location: s.id('Test Warship'),
        ship: s.id('U.S.S. Galaxy'),
      });
      // Assert
      expect(after.locations[s.id('Test Warship')]?.completedBy).toBe('p1');
      expect(scoreOf(after)).toBe(points);
    },
  );
});

// Helpers

const warship = (ship: string, at: string) =>
  started(
    scenario({ active: 'p1' })
      .mission('p1', 'Test Warship')
      .mission('p1', 'Avert Disaster')
      .ship('p1', 'U.S.S. Galaxy', { at: 'Test Warship' })
      .aboard('U.S.S. Galaxy', 'p1', [
        'Worf',
        'Jean-Luc Picard',
        'William T. Riker',
        'Geordi La Forge',
        'Deanna Troi',
        'Taitt',
      ])
      .ship('p2', ship, { at }),
  );

const scoreOf = (game: GameState): number => game.players.find((p) => p.id === 'p1')?.score ?? 0;
