import { put } from '../../cards/effects/play-test-support';
import { scenario } from '../game/scenario';
import { stakedCards } from './stakes';

describe('stakedCards', () => {
  it('should add one card for each copy in play, none without one (Rulebook 12.11 S.A.M. "add", 12.9 Cumulative: "(Cumulative.)")', () => {
    // Arrange
    const game = scenario().build().game;
    const [, once] = put(game, 'p1', 'Raise the Stakes', { kind: 'table', player: 'p1' });
    const [, twice] = put(once, 'p1', 'Raise the Stakes', { kind: 'table', player: 'p1' });
    // Act
    const counts = [stakedCards(game), stakedCards(once), stakedCards(twice)];
    // Assert
    expect(counts).toEqual([0, 1, 2]);
  });
});
