import { scenario } from '../game/scenario';
import { hasQContinuumSideDeck } from './q-continuum';

describe('hasQContinuumSideDeck', () => {
  it('should find a side deck named by its Q-Flash doorway (Rulebook "Side decks")', () => {
    // Arrange
    const s = scenario()
      .place('p2', { kind: 'sideDeck', player: 'p2', name: 'Q-Flash' }, ['Aldebaran Serpent'])
      .build();
    // Act
    const found = [hasQContinuumSideDeck('p2')(s.game), hasQContinuumSideDeck('p1')(s.game)];
    // Assert
    expect(found).toEqual([true, false]);
  });

  it('should find an open Q-Continuum side deck by its doorway on the table (Rulebook "Side decks")', () => {
    // Arrange
    const s = scenario().table('p1', ['Q-Flash']).build();
    // Act
    const found = hasQContinuumSideDeck('p1')(s.game);
    // Assert
    expect(found).toBe(true);
  });

  it('should not take another side deck for one (Rulebook "Side decks")', () => {
    // Arrange
    const s = scenario()
      .place('p1', { kind: 'sideDeck', player: 'p1', name: "Q's Tent" }, ['Aldebaran Serpent'])
      .build();
    // Act
    const found = hasQContinuumSideDeck('p1')(s.game);
    // Assert
    expect(found).toBe(false);
  });
});
