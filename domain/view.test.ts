import { updateCard } from './game-state';
import { scenario } from './scenario';
import { canSee } from './view';

describe('canSee', () => {
  it('should hide a face-down seed card under a mission from both players (Rulebook "Looking at Cards")', () => {
    // Arrange
    const s = scenario().mission('p1', 'Excavation').seed('Excavation', 'p2', ['Chalnoth']).build();
    const card = s.game.cards[s.id('Chalnoth')];
    // Act
    const seen = card === undefined ? [] : ['p1', 'p2'].map((p) => canSee(p, card)(s.game));
    // Assert
    expect(seen).toEqual([false, false]);
  });

  it('should show both players a seed card revealed face up during a mission attempt (Rulebook 7.2)', () => {
    // Arrange
    const s = scenario().mission('p1', 'Excavation').seed('Excavation', 'p2', ['Chalnoth']).build();
    const game = updateCard(s.id('Chalnoth'), (c) => ({ ...c, faceUp: true }))(s.game);
    const card = game.cards[s.id('Chalnoth')];
    // Act
    const seen = card === undefined ? [] : ['p1', 'p2'].map((p) => canSee(p, card)(game));
    // Assert
    expect(seen).toEqual([true, true]);
  });
});
