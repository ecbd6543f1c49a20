// Isomagnetic Disintegrator (tmp/017isomagneticdisintegrat), event:
// "Plays on table. Shuffle your hand into your discard pile, then exchange your discard pile for your draw deck. Draw
// four cards (may not be converted to downloads). Discard event."
import { cardsIn } from '../../../domain/core/game-state';
import { onTurn, playsOf, send } from '../play-test-support';

describe('isomagneticDisintegrator', () => {
  it('should shuffle the hand into the discard pile, exchange it for the draw deck and draw four (Rulebook "Playing a Card")', () => {
    // Arrange
    const s = onTurn()
      .hand('p1', ['Isomagnetic Disintegrator', 'Data', 'Worf'])
      .discard('p1', ['Vash', 'Tasha Yar', 'Deanna Troi'])
      .drawDeck('p1', ['Geordi La Forge', 'Beverly Crusher', 'Wesley Crusher'])
      .build();
    const card = s.id('Isomagnetic Disintegrator');
    const command = { type: 'card.play', player: 'p1', card, kind: 'event' } as const;
    // Act
    const after = send(s.game, command);
    // Assert
    expect(playsOf(s.game, card)).toEqual([command]);
    const formerDiscardAndHand = ['Data', 'Worf', 'Vash', 'Tasha Yar', 'Deanna Troi'].map(s.id);
    const hand = cardsIn({ kind: 'hand', player: 'p1' })(after);
    const deck = cardsIn({ kind: 'drawDeck', player: 'p1' })(after);
    expect(hand).toHaveLength(4);
    expect(deck).toHaveLength(1);
    expect([...hand, ...deck].sort()).toEqual([...formerDiscardAndHand].sort());
    expect([...cardsIn({ kind: 'discard', player: 'p1' })(after)].sort()).toEqual(
      [card, ...['Geordi La Forge', 'Beverly Crusher', 'Wesley Crusher'].map(s.id)].sort(),
    );
  });
});
