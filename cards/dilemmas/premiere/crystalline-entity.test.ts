// Crystalline Entity (premiere/crystallineentity), [S/P] dilemma, 5 bonus points:
// "Space mission: kills all life on ship unless SHIELDS>6 OR Music aboard. Planet mission: kills entire Away Team
// unless SCIENCE and MEDICAL present. Discard dilemma."
import { cardsIn } from '../../../domain/core/game-state';
import { scenario } from '../../../domain/game/scenario';
import { onPlanet, onShip, runAttempt } from '../attempt-test-support';

describe('crystallineEntity', () => {
  it('should be overcome in space by a ship with SHIELDS>6 (Rulebook "Dilemmas")', () => {
    // Arrange
    const s = space('U.S.S. Oberth', ['Mendon', 'Deanna Troi']).build();
    // Act
    const run = runAttempt(s.game, onShip('p1', s.id('Test Mission'), s.id('U.S.S. Oberth')));
    // Assert
    expect([cardsIn({ kind: 'discard', player: 'p1' })(run.game), run.game.players[0].score]).toEqual([
      [],
      5,
    ]);
  });

  it('should kill all life on the ship in space, separated personnel too (Rulings "dilemmas – resolution")', () => {
    // Arrange
    const s = space('Runabout', ['Mendon', 'Data']).modify('Data', { stopped: true }).build();
    // Act
    const run = runAttempt(s.game, onShip('p1', s.id('Test Mission'), s.id('Runabout')));
    // Assert
    expect(cardsIn({ kind: 'discard', player: 'p1' })(run.game)).toEqual(
      expect.arrayContaining([s.id('Mendon'), s.id('Data')]),
    );
  });

  it('should kill all life on the ship in space, the crew aboard a ship it carries too (Rulings "carried ships")', () => {
    // Arrange
    const s = space('Runabout', ['Mendon'])
      .ship('p1', 'Type VI Shuttlecraft', { carriedBy: 'Runabout' })
      .aboard('Type VI Shuttlecraft', 'p1', ['Worf'])
      .build();
    // Act
    const run = runAttempt(s.game, onShip('p1', s.id('Test Mission'), s.id('Runabout')));
    // Assert
    expect(cardsIn({ kind: 'discard', player: 'p1' })(run.game)).toEqual(
      expect.arrayContaining([s.id('Mendon'), s.id('Worf')]),
    );
  });

  it('should be nullified by an Interphase Generator aboard a ship the attempting ship carries: no one dies (Rulebook 12.4 Present, Rulings "carried ships")', () => {
    // Arrange
    const s = space('Runabout', ['Mendon'])
      .ship('p1', 'Type VI Shuttlecraft', { carriedBy: 'Runabout' })
      .aboard('Type VI Shuttlecraft', 'p1', ['Worf', 'Interphase Generator'])
      .build();
    // Act
    const run = runAttempt(s.game, onShip('p1', s.id('Test Mission'), s.id('Runabout')));
    // Assert
    expect(cardsIn({ kind: 'discard', player: 'p1' })(run.game)).toEqual([]);
    expect(run.game.cards[s.id('Crystalline Entity')]?.zone.kind).toBe('outOfPlay');
  });

  it('should kill the entire Away Team on a planet without SCIENCE and MEDICAL (Rulebook "Dilemmas")', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Excavation')
      .seed('Excavation', 'p2', ['Crystalline Entity'])
      .surface('Excavation', 'p1', ['Data', 'Beverly Crusher'])
      .build();
    // Act
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')));
    // Assert
    expect(cardsIn({ kind: 'discard', player: 'p1' })(run.game)).toHaveLength(2);
  });
});

// Helpers

const space = (ship: string, crew: ReadonlyArray<string>) =>
  scenario()
    .mission('p1', 'Test Mission')
    .seed('Test Mission', 'p2', ['Crystalline Entity'])
    .ship('p1', ship, { at: 'Test Mission' })
    .aboard(ship, 'p1', crew);
