// Mutation (voy/mutation), interrupt:
// "Plays to shuffle top two cards of any discard pile into owner's draw deck. OR Plays once each turn; discard one card
// to draw two."
import { cardsIn } from '../../../domain/core/game-state';
import { onTurn, playsOf, put, refusal, send } from '../play-test-support';

describe('mutation', () => {
  it('should shuffle the top two cards of the discard pile of the player it plays on into their draw deck (Rulebook 12.14)', () => {
    // Arrange
    const s = onTurn()
      .hand('p1', ['Mutation'])
      .discard('p2', ['Vash', 'Worf', 'Data'])
      .drawDeck('p2', ['Tasha Yar'])
      .build();
    const card = s.id('Mutation');
    // Act
    const after = send(s.game, {
      type: 'card.play',
      player: 'p1',
      card,
      kind: 'interrupt',
      target: { player: 'p2' },
    });
    // Assert
    expect([...cardsIn({ kind: 'drawDeck', player: 'p2' })(after)].sort()).toEqual(
      ['Tasha Yar', 'Vash', 'Worf'].map(s.id).sort(),
    );
    expect(cardsIn({ kind: 'discard', player: 'p2' })(after)).toEqual([s.id('Data')]);
    expect(cardsIn({ kind: 'discard', player: 'p1' })(after)).toEqual([card]);
  });

  it('should discard the one other card of your hand the play names and draw two, once each turn (Rulings "once each turn")', () => {
    // Arrange
    const s = onTurn()
      .hand('p1', ['Mutation', 'Data', 'Worf'])
      .drawDeck('p1', ['Vash', 'Tasha Yar', 'Deanna Troi'])
      .build();
    const card = s.id('Mutation');
    const discarding = (take: string, mutation = card) =>
      ({ type: 'card.play', player: 'p1', card: mutation, kind: 'interrupt', function: 1, take }) as const;
    // Act
    const after = send(s.game, discarding(s.id('Data')));
    const [second, again] = put(after, 'p1', 'Mutation', { kind: 'hand', player: 'p1' });
    // Assert
    expect(playsOf(s.game, card).filter((p) => 'function' in p && p.function === 1)).toEqual([
      discarding(s.id('Data')),
      discarding(s.id('Worf')),
    ]);
    expect(cardsIn({ kind: 'hand', player: 'p1' })(after)).toEqual(['Worf', 'Vash', 'Tasha Yar'].map(s.id));
    expect([...cardsIn({ kind: 'discard', player: 'p1' })(after)].sort()).toEqual(
      [card, s.id('Data')].sort(),
    );
    expect(refusal(again, discarding(s.id('Worf'), second))).toBe('once each turn');
    expect(refusal(s.game, discarding(card))).toBe('Play a Card');
  });
});
