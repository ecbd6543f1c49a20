// The Juggler (premiere/thejuggler), interrupt:
// "Choose any player to re-shuffle the cards in their draw deck."
import { cardsIn, type GameState } from '../../../domain/core/game-state';
import { onTurn, playsOf, send } from '../play-test-support';

describe('theJuggler', () => {
  it('should shuffle the chosen player\'s draw deck and be discarded (Rulebook "Interrupts": discarded after use)', () => {
    // Arrange
    const s = onTurn()
      .hand('p1', ['The Juggler'])
      .drawDeck('p2', ['Data', 'Worf', 'Tasha Yar', 'Deanna Troi', 'Geordi La Forge', 'Beverly Crusher'])
      .build();
    const card = s.id('The Juggler');
    const before = cardsIn({ kind: 'drawDeck', player: 'p2' })(s.game);
    // Act
    const after = send(s.game, {
      type: 'card.play',
      player: 'p1',
      card,
      kind: 'interrupt',
      target: { player: 'p2' },
    });
    // Assert
    const deck = cardsIn({ kind: 'drawDeck', player: 'p2' })(after);
    expect([...deck].sort()).toEqual([...before].sort());
    expect(deck).not.toEqual(before);
    expect(after.random).not.toEqual(s.game.random);
    expect(cardsIn({ kind: 'discard', player: 'p1' })(after)).toEqual([card]);
  });

  it('should not use the normal card play, and play after orders began (Rulebook "Playing \'At Any Time\'")', () => {
    // Arrange
    const s = onTurn().hand('p1', ['The Juggler']).drawDeck('p1', ['Data', 'Worf']).build();
    const ordered: GameState = {
      ...s.game,
      turn: { ...s.game.turn, ordersBegun: true, normalCardPlayUsed: true },
    };
    const card = s.id('The Juggler');
    // Act
    const after = send(s.game, {
      type: 'card.play',
      player: 'p1',
      card,
      kind: 'interrupt',
      target: { player: 'p1' },
    });
    // Assert
    expect(after.turn.normalCardPlayUsed).toBe(false);
    expect(playsOf(ordered, card)).toHaveLength(2);
  });
});
