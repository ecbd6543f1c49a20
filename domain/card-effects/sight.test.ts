import { scenario } from '../game/scenario';
import { handsExposed, mayLookAt } from './sight';
import { addThisTurn } from './this-turn';

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
});

describe('handsExposed', () => {
  it('should hold while a card exposing hands is in play (Alien Probe)', () => {
    // Arrange
    const [without, withProbe] = [scenario().build(), scenario().table('p2', ['Alien Probe']).build()];
    // Act
    const exposed = [handsExposed(without.game), handsExposed(withProbe.game)];
    // Assert
    expect(exposed).toEqual([false, true]);
  });
});
