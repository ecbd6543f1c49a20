// Mine Dilithium (mm/minedilithiuma; reprinted crossovers/crossoversup_25), planet mission:
// "Geology + Transporter Skill Solving player's ships are RANGE +1."
// Rulebook 7.2 "Solving a Mission" (L705, L600), 12.11 S.A.M., 7.1.5 Move (RANGE).
import type { GameState, PlayerId } from '../../../domain/core/game-state';
import { type Scenario, scenario } from '../../../domain/game/scenario';
import { effectiveRange } from '../../../domain/orders/turn-state';
import type { Game } from '../../../machines/engine';
import { play, started } from '../response-test-support';

describe('mineDilithium', () => {
  it("should make the solving player's ships RANGE +1 once solved, wherever they are (Rulebook 7.2 L705, 12.11)", () => {
    // Arrange
    const [game, s] = mine('mm/minedilithiuma');
    const before = ranges(s, s.game);
    // Act
    const after = play(game, attempt('p1', s));
    // Assert
    expect(after.locations[s.id('Mine Dilithium')]?.completedBy).toBe('p1');
    expect([before, ranges(s, after)]).toEqual([
      [8, 8],
      [9, 8],
    ]);
  });

  it('should read the same in its Virtual reprint (crossovers/crossoversup_25)', () => {
    // Arrange
    const [game, s] = mine('crossovers/crossoversup_25');
    // Act
    const after = play(game, attempt('p1', s));
    // Assert
    expect(ranges(s, after)).toEqual([9, 8]);
  });

  it('should give no RANGE while not solved (Rulebook 7.2: the requirements unmet, no Transporter Skill)', () => {
    // Arrange
    const [game, s] = mine('mm/minedilithiuma', ['Taitt']);
    // Act
    const after = play(game, attempt('p1', s));
    // Assert
    expect(after.locations[s.id('Mine Dilithium')]?.completedBy ?? null).toBeNull();
    expect(ranges(s, after)).toEqual([8, 8]);
  });
});

// Helpers

const mine = (
  blueprint: string,
  team: ReadonlyArray<string> = ['Taitt', 'Montgomery Scott'],
): readonly [Game, Scenario] =>
  started(
    scenario({ active: 'p1' })
      .mission('p1', { title: 'Mine Dilithium', blueprint })
      .mission('p1', 'Avert Disaster')
      .surface('Mine Dilithium', 'p1', team)
      .ship('p1', { title: 'U.S.S. Galaxy', label: 'p1 ship' }, { at: 'Avert Disaster' })
      .ship('p2', { title: 'U.S.S. Galaxy', label: 'p2 ship' }, { at: 'Avert Disaster' }),
  );

const attempt = (player: PlayerId, s: Scenario) =>
  ({ type: 'mission.attempt', player, location: s.id('Mine Dilithium') }) as const;

const ranges = (s: Scenario, game: GameState) =>
  ['p1 ship', 'p2 ship'].map((ship) => effectiveRange(s.id(ship))(game));
