// Investigate Derelict (HF4/HMF4_13), space mission, Delphic Expanse Region:
// "ENGINEER + Exobiology + Navigation + SECURITY. When you solve, restores RANGE of all ships in region."
// Rulebook 7.2 "Solving a Mission" (L705) and 7.1.5 Move: the mission's text triggered by its solving.
import { scenario } from '../../../domain/game/scenario';
import { rangeUsed } from '../../../domain/orders/turn-state';
import { onShip, runAttempt } from '../../dilemmas/attempt-test-support';

describe('investigateDerelict', () => {
  it("should restore the RANGE every ship in the region used this turn, anyone's, when solved (Rulebook 7.2 L705, 7.1.5)", () => {
    // Arrange
    const s = derelict();
    const ships = ['solver', 'in region', "opponent's", 'elsewhere'].map(s.id);
    // Act
    const run = runAttempt(s.game, onShip('p1', s.id('Investigate Derelict'), s.id('solver')));
    // Assert
    expect(run.report?.outcome).toBe('solved');
    expect(ships.map((ship) => rangeUsed(ship)(run.game))).toEqual([0, 0, 0, 3]);
    expect(run.game.blankCards ?? []).not.toContain(s.id('Investigate Derelict'));
  });

  it('should read the same in its reprint (IMD/HMF4_13, "Investigate Derelict 2E")', () => {
    // Arrange
    const s = derelict(undefined, 'IMD/HMF4_13');
    // Act
    const run = runAttempt(s.game, onShip('p1', s.id('Investigate Derelict'), s.id('solver')));
    // Assert
    expect(run.report?.outcome).toBe('solved');
    expect(['solver', 'in region', 'elsewhere'].map((ship) => rangeUsed(s.id(ship))(run.game))).toEqual([
      0, 0, 3,
    ]);
  });

  it('should restore nothing when the mission is not solved (Investigate Derelict: "When you solve")', () => {
    // Arrange: no SECURITY aboard
    const s = derelict(['Tavek', "T'Mer"]);
    // Act
    const run = runAttempt(s.game, onShip('p1', s.id('Investigate Derelict'), s.id('solver')));
    // Assert
    expect(run.report?.outcome).toBe('failed');
    expect(['solver', 'in region'].map((ship) => rangeUsed(s.id(ship))(run.game))).toEqual([5, 4]);
  });
});

// Helpers

const derelict = (crew: ReadonlyArray<string> = ['Tavek', "T'Mer", "T'Lam"], blueprint = 'HF4/HMF4_13') =>
  scenario()
    .mission('p1', 'Avert Disaster')
    .mission('p1', 'Explore Delphic Expanse')
    .mission('p1', { title: 'Investigate Derelict', blueprint })
    .ship(
      'p1',
      { title: "D'kyr", blueprint: 'PreWarp/prewarp_88', label: 'solver' },
      { at: 'Investigate Derelict' },
    )
    .aboard('solver', 'p1', crew)
    .ship('p1', { title: 'Vulcan Frigate', label: 'in region' }, { at: 'Explore Delphic Expanse' })
    .aboard('in region', 'p1', ['Sedis'])
    .ship(
      'p2',
      { title: "D'kyr", blueprint: 'PreWarp/prewarp_88', label: "opponent's" },
      { at: 'Investigate Derelict' },
    )
    .ship(
      'p1',
      { title: "D'kyr", blueprint: 'PreWarp/prewarp_88', label: 'elsewhere' },
      { at: 'Avert Disaster' },
    )
    .rangeUsed('solver', 5)
    .rangeUsed('in region', 4)
    .rangeUsed("opponent's", 2)
    .rangeUsed('elsewhere', 3)
    .build();
