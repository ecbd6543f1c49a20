// Mine Enemy Fleet (SFL/sfl10), McAllister Region space mission, [FED][CAR][FER]:
// "Navigation x2 + (Stellar Cartography OR any shuttlecraft) When solved, may damage opponent's ships in region."
// Rulebook 7.2 "Solving a Mission" (L705), 7.5.1 Damage, "Regions".
import type { GameState } from '../../../domain/core/game-state';
import { type Scenario, scenario } from '../../../domain/game/scenario';
import { type Game, legalActions } from '../../../machines/engine';
import { play, started } from '../response-test-support';

describe('mineEnemyFleet', () => {
  it("should offer the solving player, once solved, to damage the opponent's ships in the region or not (Rulebook 7.2 L705)", () => {
    // Arrange
    const [game, s] = fleet(['Taitt', 'Thomas Riker', 'William T. Riker']);
    // Act
    const solved = play(game, attempt(s));
    // Assert
    expect(solved.locations[s.id('Mine Enemy Fleet')]?.completedBy).toBe('p1');
    expect(legalActions(game)).toEqual([
      { type: 'card.decide', player: 'p1', option: 'yes' },
      { type: 'card.decide', player: 'p1', option: 'no' },
    ]);
  });

  it("should damage each of the opponent's ships in the McAllister Region, none of the solver's nor any outside (7.5.1)", () => {
    // Arrange
    const [game, s] = fleet(['Taitt', 'Thomas Riker', 'William T. Riker']);
    play(game, attempt(s));
    // Act
    const after = play(game, { type: 'card.decide', player: 'p1', option: 'yes' });
    // Assert
    expect(damages(s, after)).toEqual([1, 0, 0, 0]);
  });

  it('should damage nothing when the solving player says no ("may")', () => {
    // Arrange
    const [game, s] = fleet(['Taitt', 'Thomas Riker', 'William T. Riker']);
    play(game, attempt(s));
    // Act
    const after = play(game, { type: 'card.decide', player: 'p1', option: 'no' });
    // Assert
    expect(damages(s, after)).toEqual([0, 0, 0, 0]);
  });

  it('should offer nothing when not solved (Navigation x2 unmet, Rulebook 7.2)', () => {
    // Arrange
    const [game, s] = fleet(['Taitt', 'Thomas Riker']);
    // Act
    const after = play(game, attempt(s));
    // Assert
    expect(after.locations[s.id('Mine Enemy Fleet')]?.completedBy ?? null).toBeNull();
    expect(after.pending).toEqual({ player: 'p1', decision: 'turn.act' });
  });
});

// Helpers

const SHIPS = ['enemy in region', 'enemy outside', 'solver', 'own in region'];

const fleet = (crew: ReadonlyArray<string>): readonly [Game, Scenario] =>
  started(
    scenario({ active: 'p1' })
      .mission('p1', 'Mine Enemy Fleet')
      .mission('p2', 'Covert Incursion')
      .mission('p1', 'Avert Disaster')
      .ship('p1', { title: 'U.S.S. Galaxy', label: 'solver' }, { at: 'Mine Enemy Fleet' })
      .aboard('solver', 'p1', crew)
      .ship('p1', { title: 'U.S.S. Galaxy', label: 'own in region' }, { at: 'Covert Incursion' })
      .ship('p2', { title: 'U.S.S. Galaxy', label: 'enemy in region' }, { at: 'Covert Incursion' })
      .ship('p2', { title: 'U.S.S. Galaxy', label: 'enemy outside' }, { at: 'Avert Disaster' }),
  );

const attempt = (s: Scenario) =>
  ({
    type: 'mission.attempt',
    player: 'p1',
    location: s.id('Mine Enemy Fleet'),
    ship: s.id('solver'),
  }) as const;

const damages = (s: Scenario, game: GameState) => SHIPS.map((ship) => game.cards[s.id(ship)]?.damage);
