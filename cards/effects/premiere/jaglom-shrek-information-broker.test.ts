// Jaglom Shrek - Information Broker (premiere/jaglomshrekinformation), interrupt:
// "Look at opponent's draw deck for twenty seconds, then replace unshuffled."
import { cardsIn } from '../../../domain/core/game-state';
import { toView } from '../../../domain/view/view';
import { onTurn, send } from '../play-test-support';

describe('jaglomShrekInformationBroker', () => {
  it('should let you see the opponent\'s draw deck this turn, left in its order (Rulebook "Looking at Cards")', () => {
    // Arrange
    const s = onTurn()
      .hand('p1', ['Jaglom Shrek - Information Broker'])
      .drawDeck('p2', ['Data', 'Worf'])
      .drawDeck('p1', ['Tasha Yar'])
      .build();
    const card = s.id('Jaglom Shrek - Information Broker');
    // Act
    const after = send(s.game, { type: 'card.play', player: 'p1', card, kind: 'interrupt' });
    // Assert
    const view = toView('p1')(after);
    const deck = [s.id('Data'), s.id('Worf')];
    expect(deck.map((id) => view.cards[id]?.blueprint)).toEqual(
      deck.map((id) => s.game.cards[id]?.blueprint),
    );
    expect(view.cards[s.id('Tasha Yar')]?.blueprint).toBeNull();
    expect(cardsIn({ kind: 'drawDeck', player: 'p2' })(after)).toEqual([s.id('Data'), s.id('Worf')]);
  });
});
