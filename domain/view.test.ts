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

  it('should hide a side deck from both players but show a Tactic returned face up (Rulebook 7.4 stage 3)', () => {
    // Arrange: "Unused Tactics return face-up to the side deck"
    const bridge = { kind: 'sideDeck', player: 'p1', name: 'Battle Bridge Door' } as const;
    const s = scenario().place('p1', bridge, ['Phaser Banks', 'Photon Torpedo']).build();
    const game = updateCard(s.id('Photon Torpedo'), (c) => ({ ...c, faceUp: true }))(s.game);
    // Act
    const seen = ['Phaser Banks', 'Photon Torpedo'].map((title) => {
      const card = game.cards[s.id(title)];
      return card === undefined ? [] : ['p1', 'p2'].map((p) => canSee(p, card)(game));
    });
    // Assert
    expect(seen).toEqual([
      [false, false],
      [true, true],
    ]);
  });
});
