import * as E from 'fp-ts/Either';
import { loadCardDatabase } from '../../cards/database';
import { eventsOf } from '../core/game-events';
import { addCard, type GameState } from '../core/game-state';
import { addThisTurn } from '../core/this-turn';
import { scenario } from '../game/scenario';
import { afterMove, checkPassage } from './passage';

describe('checkPassage', () => {
  it('should block a crossing of the Q-Net either way, but not a move on one side of it (Rulebook 7.1.5 Move)', () => {
    // Arrange
    const s = line();
    const game = on(s.game, 'Q-Net', s.id('Study Nebula'));
    const [a, b, c] = [s.id('Test Mission'), s.id('Study Nebula'), s.id('Explore Black Cluster')];
    const ship = s.id('Runabout');
    // Act
    const checks = [
      checkPassage(ship, b, c)(game),
      checkPassage(ship, c, a)(game),
      checkPassage(ship, a, b)(game),
    ].map(E.isRight);
    // Assert
    expect(checks).toEqual([false, false, true]);
  });
});

describe('afterMove', () => {
  it('should record a ship passing each location it flew by, none where it started or stopped (Rulings "passing locations")', () => {
    // Arrange
    const s = line();
    const [a, b, c] = [s.id('Test Mission'), s.id('Study Nebula'), s.id('Explore Black Cluster')];
    const ship = s.id('Runabout');
    // Act
    const passed = [afterMove(ship, c, b)(s.game), afterMove(ship, c, a)(s.game)].map(eventsOf);
    // Assert
    expect(passed).toEqual([[], [{ type: 'ship.passed', ship, location: b }]]);
  });
});

describe('checkPassage with a ship held this turn', () => {
  it('should refuse any move of a ship a card holds for this turn, naming the card (Rulings "Tetryon Field")', () => {
    // Arrange
    const s = line();
    const [a, c] = [s.id('Test Mission'), s.id('Explore Black Cluster')];
    const ship = s.id('Runabout');
    const held = addThisTurn({ kind: 'noMove', ship, by: 'Tetryon Field' })(s.game);
    // Act
    const check = checkPassage(ship, c, a)(held);
    // Assert
    expect(E.isLeft(check) && check.left.rule).toBe('Tetryon Field');
    expect(E.isRight(checkPassage(ship, c, a)(s.game))).toBe(true);
  });
});

// Helpers

const line = () =>
  scenario()
    .mission('p1', 'Test Mission')
    .mission('p1', 'Study Nebula')
    .mission('p1', 'Explore Black Cluster')
    .ship('p1', 'Runabout', { at: 'Explore Black Cluster' })
    .aboard('Runabout', 'p1', ['Data'])
    .build();

const on = (game: GameState, title: string, mission: string): GameState => {
  const [blueprint] = loadCardDatabase().byTitle(title);
  if (blueprint === undefined) throw new Error(`no card ${title}`);
  return addCard('p2', blueprint, { kind: 'playedOn', host: mission })(game)[1];
};
