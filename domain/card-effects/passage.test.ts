import * as E from 'fp-ts/Either';
import { loadCardDatabase } from '../../cards/database';
import { addCard, type GameState } from '../core/game-state';
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
  it('should damage a ship for each Subspace Warp Rift it flew by, none where it started or stopped', () => {
    // Arrange
    const s = line();
    const game = on(s.game, 'Subspace Warp Rift', s.id('Test Mission'));
    const [a, b, c] = [s.id('Test Mission'), s.id('Study Nebula'), s.id('Explore Black Cluster')];
    const ship = s.id('Runabout');
    // Act
    const damage = [
      afterMove(ship, c, b)(game),
      afterMove(ship, b, a)(game),
      afterMove(ship, a, c)(on(game, 'Subspace Warp Rift', b)),
    ].map((g) => g.cards[ship]?.damage);
    // Assert
    expect(damage).toEqual([0, 0, 1]);
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
