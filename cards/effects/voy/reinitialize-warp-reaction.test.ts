// Reinitialize Warp Reaction (voy/reinitializewarpreaction), space mission:
// "Any crew may attempt mission. Astrophysics + Physics + (SCIENCE OR ENGINEER). Restores solving ship's RANGE used
// this turn."
// Rulebook 7.2 "Solving a Mission" (L705) and 7.1.5 Move: the mission's text triggered by its solving.
import { scenario } from '../../../domain/game/scenario';
import { rangeUsed } from '../../../domain/orders/turn-state';
import { onShip, runAttempt } from '../../dilemmas/attempt-test-support';

describe('reinitializeWarpReaction', () => {
  it("should restore the solving ship's RANGE used this turn, and no other ship's (Rulebook 7.2 L705, 7.1.5)", () => {
    // Arrange
    const s = warpReaction(['Tavek', 'Sedis']);
    // Act
    const run = runAttempt(s.game, onShip('p1', s.id('Reinitialize Warp Reaction'), s.id('solver')));
    // Assert
    expect(run.report?.outcome).toBe('solved');
    expect(['solver', 'other'].map((ship) => rangeUsed(s.id(ship))(run.game))).toEqual([0, 6]);
  });

  it('should be attempted by any crew, its attempt text no blank card (Reinitialize Warp Reaction: "Any crew may attempt mission")', () => {
    // Arrange: a Vulcan crew at a mission with no affiliation icons
    const s = warpReaction(['Tavek', 'Sedis']);
    // Act
    const run = runAttempt(s.game, onShip('p1', s.id('Reinitialize Warp Reaction'), s.id('solver')));
    // Assert
    expect(run.game.blankCards ?? []).toEqual([]);
  });

  it('should restore nothing when not solved (Rulebook 7.2: the requirements unmet)', () => {
    // Arrange: no Physics aboard
    const s = warpReaction(['Tavek']);
    // Act
    const run = runAttempt(s.game, onShip('p1', s.id('Reinitialize Warp Reaction'), s.id('solver')));
    // Assert
    expect(run.report?.outcome).toBe('failed');
    expect(rangeUsed(s.id('solver'))(run.game)).toBe(5);
  });
});

// Helpers

const warpReaction = (crew: ReadonlyArray<string>) =>
  scenario()
    .mission('p1', 'Reinitialize Warp Reaction')
    .ship(
      'p1',
      { title: "D'kyr", blueprint: 'PreWarp/prewarp_88', label: 'solver' },
      { at: 'Reinitialize Warp Reaction' },
    )
    .aboard('solver', 'p1', crew)
    .ship(
      'p1',
      { title: "D'kyr", blueprint: 'PreWarp/prewarp_88', label: 'other' },
      { at: 'Reinitialize Warp Reaction' },
    )
    .rangeUsed('solver', 5)
    .rangeUsed('other', 6)
    .build();
