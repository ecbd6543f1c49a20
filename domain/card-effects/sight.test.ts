import { addThisTurn } from '../core/this-turn';
import { scenario } from '../game/scenario';
import { mayLookAt } from './sight';

describe('mayLookAt', () => {
  it('should show the cards glanced at to their viewer only, until the end of the turn (Rulebook "Looking at Cards")', () => {
    // Arrange
    const s = scenario().hand('p2', ['Data']).build();
    const data = s.id('Data');
    const game = addThisTurn({ kind: 'sight', viewer: 'p1', cards: [data] })(s.game);
    const card = game.cards[data];
    if (card === undefined) throw new Error('no Data');
    const next = { ...game, turn: { ...game.turn, number: game.turn.number + 1 } };
    // Act
    const seen = [mayLookAt('p1', card)(game), mayLookAt('p2', card)(s.game), mayLookAt('p1', card)(next)];
    // Assert
    expect(seen).toEqual([true, false, false]);
  });

  it('should show every hand to both players while a card exposing hands is in play (Alien Probe)', () => {
    // Arrange
    const without = scenario().hand('p2', ['Data']).build();
    const withProbe = scenario().table('p2', ['Alien Probe']).hand('p2', ['Data']).build();
    const seen = (s: typeof without, viewer: string) => {
      const card = s.game.cards[s.id('Data')];
      if (card === undefined) throw new Error('no Data');
      return mayLookAt(viewer, card)(s.game);
    };
    // Act
    const exposed = [seen(without, 'p1'), seen(withProbe, 'p1'), seen(withProbe, 'p2')];
    // Assert
    expect(exposed).toEqual([false, true, true]);
  });
});
