// Resupply Marauder (HF4/HMF4_18), [FER] space mission:
// "OFFICER + ENGINEER x2 + Acquisition Solving player's D'Kora-class ships are RANGE +1."
// Rulebook 7.2 "Solving a Mission" (L705), 12.11 S.A.M., 7.1.5 Move (RANGE).
import type { GameState } from '../../../domain/core/game-state';
import { type Scenario, scenario } from '../../../domain/game/scenario';
import { effectiveRange } from '../../../domain/orders/turn-state';
import type { Game } from '../../../machines/engine';
import { play, started } from '../response-test-support';

describe('resupplyMarauder', () => {
  it("should make the solving player's D'Kora-class ships RANGE +1 once solved, and no other ship (Rulebook 7.2 L705)", () => {
    // Arrange
    const [game, s] = resupply(['Kazago', 'Krunk', 'Nava']);
    const before = ranges(s, s.game);
    // Act
    const after = play(game, attempt(s));
    // Assert
    expect(after.locations[s.id('Resupply Marauder')]?.completedBy).toBe('p1');
    expect(ranges(s, after).map((r, i) => r - (before[i] ?? 0))).toEqual([1, 1, 0, 0]);
  });

  it('should give no RANGE while not solved (Rulebook 7.2: ENGINEER x2 unmet)', () => {
    // Arrange
    const [game, s] = resupply(['Kazago', 'Nava']);
    const before = ranges(s, s.game);
    // Act
    const after = play(game, attempt(s));
    // Assert
    expect(after.locations[s.id('Resupply Marauder')]?.completedBy ?? null).toBeNull();
    expect(ranges(s, after)).toEqual(before);
  });
});

// Helpers

const SHIPS = ['solver', 'other marauder', 'other ship', 'opponent marauder'];

const resupply = (crew: ReadonlyArray<string>): readonly [Game, Scenario] =>
  started(
    scenario({ active: 'p1' })
      .mission('p1', 'Resupply Marauder')
      .mission('p1', 'Avert Disaster')
      .ship('p1', { title: "D'Kora Marauder", label: 'solver' }, { at: 'Resupply Marauder' })
      .aboard('solver', 'p1', crew)
      .ship('p1', { title: "D'Kora Marauder", label: 'other marauder' }, { at: 'Avert Disaster' })
      .ship('p1', { title: 'U.S.S. Galaxy', label: 'other ship' }, { at: 'Avert Disaster' })
      .ship('p2', { title: "D'Kora Marauder", label: 'opponent marauder' }, { at: 'Avert Disaster' }),
  );

const attempt = (s: Scenario) =>
  ({
    type: 'mission.attempt',
    player: 'p1',
    location: s.id('Resupply Marauder'),
    ship: s.id('solver'),
  }) as const;

const ranges = (s: Scenario, game: GameState) => SHIPS.map((ship) => effectiveRange(s.id(ship))(game));
