import { getCard } from '../core/game-state';
import { scenario } from '../game/scenario';
import { earnSetAside } from './earning';
import { begin, current } from './seed-cards';

describe('earnSetAside', () => {
  it('should give the solver each artifact where its text says: table, hand (Rulebook 7.2, "Artifacts")', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Excavation')
      .surface('Excavation', 'p1', ['Data'])
      .place('p2', { kind: 'setAside', location: 'p1-01' }, ["Horga'hn", 'Thought Maker'])
      .build();
    const game = begin({ player: 'p1', location: s.id('Excavation'), ship: null })(s.game);
    // Act
    const [earned] = earnSetAside(current(game))(game);
    // Assert
    expect(getCard(s.id("Horga'hn"))(earned).zone).toEqual({ kind: 'table', player: 'p1' });
    expect(getCard(s.id('Thought Maker'))(earned).zone).toEqual({ kind: 'hand', player: 'p1' });
    expect(getCard(s.id('Thought Maker'))(earned).controller).toBe('p1');
  });
});
