// Masaka Transformations (premiere/masakatransformations), event:
// "Plays on any player. That player must shuffle entire hand, place on bottom of draw deck, then draw the same
// number of cards from the top. Discard event after use."
import { cardsIn } from '../../../domain/core/game-state';
import { onTurn, send } from '../play-test-support';

describe('masakaTransformations', () => {
  it('should put the player\'s hand under their draw deck and draw as many from the top (Rulebook "Playing a Card")', () => {
    // Arrange
    const s = onTurn()
      .hand('p1', ['Masaka Transformations'])
      .hand('p2', ['Data', 'Worf'])
      .drawDeck('p2', ['Tasha Yar', 'Deanna Troi', 'Geordi La Forge'])
      .build();
    const card = s.id('Masaka Transformations');
    // Act
    const after = send(s.game, {
      type: 'card.play',
      player: 'p1',
      card,
      kind: 'event',
      target: { player: 'p2' },
    });
    // Assert
    expect(cardsIn({ kind: 'hand', player: 'p2' })(after)).toEqual(['Tasha Yar', 'Deanna Troi'].map(s.id));
    const deck = cardsIn({ kind: 'drawDeck', player: 'p2' })(after);
    expect(deck[0]).toBe(s.id('Geordi La Forge'));
    expect([...deck.slice(1)].sort()).toEqual(['Data', 'Worf'].map(s.id).sort());
    expect(cardsIn({ kind: 'discard', player: 'p1' })(after)).toEqual([card]);
  });
});
