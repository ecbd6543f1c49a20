// Palor Toff: Alien Trader (premiere/PalorToffAlienTrader_B), interrupt:
// "Once each turn, remove this card from the game to take a card from your discard pile (except a personnel) into
// your hand."
import { cardsIn } from '../../../domain/core/game-state';
import { onTurn, playsOf, refusal, send } from '../play-test-support';

describe('palorToffAlienTrader', () => {
  it('should take a non-personnel card from your discard pile and leave the game (Rulebook "Playing a Card")', () => {
    // Arrange
    const s = onTurn().hand('p1', ['Palor Toff: Alien Trader']).discard('p1', ['Data', 'Tricorder']).build();
    const card = s.id('Palor Toff: Alien Trader');
    // Act
    const after = send(s.game, {
      type: 'card.play',
      player: 'p1',
      card,
      kind: 'interrupt',
      take: s.id('Tricorder'),
    });
    // Assert
    expect(playsOf(s.game, card).map((c) => ('take' in c ? c.take : null))).toEqual([s.id('Tricorder')]);
    expect(cardsIn({ kind: 'hand', player: 'p1' })(after)).toEqual([s.id('Tricorder')]);
    expect(cardsIn({ kind: 'outOfPlay', player: 'p1' })(after)).toEqual([card]);
  });

  it('should be used once each turn whatever the copies (Rulings "once each turn")', () => {
    // Arrange
    const s = onTurn()
      .hand('p1', [
        { title: 'Palor Toff: Alien Trader', label: 'one' },
        { title: 'Palor Toff: Alien Trader', label: 'two' },
      ])
      .discard('p1', ['Tricorder', 'Medical Kit'])
      .build();
    const play = (card: string, take: string) =>
      ({ type: 'card.play', player: 'p1', card: s.id(card), kind: 'interrupt', take: s.id(take) }) as const;
    const after = send(s.game, play('one', 'Tricorder'));
    const nextTurn = { ...after, turn: { ...after.turn, number: after.turn.number + 2 } };
    // Act
    const again = refusal(after, play('two', 'Medical Kit'));
    const later = refusal(nextTurn, play('two', 'Medical Kit'));
    // Assert
    expect(again).toBe('once each turn');
    expect(later).toBeNull();
  });
});
