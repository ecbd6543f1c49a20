// Horga'hn (premiere/Horgahn_a), artifact:
// "Immediately plays on table. Each turn, gain an additional normal card play OR at end of turn, draw an extra
// card."
import { cardsIn, type GameState } from '../../../domain/core/game-state';
import { onTurn } from '../play-test-support';
import { refused, started } from '../response-test-support';
import { act, endTurns } from '../turn-test-support';

describe('horgahn', () => {
  it('should give its player an additional normal card play each turn (Rulebook "Play a Card")', () => {
    // Arrange
    const [game, s] = started(horgahn());
    const [first, second, third] = s.ids('Red Alert!') as [string, string, string];
    // Act
    act(game, event(first));
    act(game, event(second));
    const thirdRefused = refused(game, event(third));
    const after = endTurns(game, 1);
    // Assert
    expect(thirdRefused).toBe('Play a Card');
    expect(hand(after, 'p1')).toBe(1 + 1);
  });

  it('should make its player draw an extra card at the end of a turn without the additional card play', () => {
    // Arrange
    const [game] = started(horgahn());
    // Act
    const yours = endTurns(game, 1);
    const theirs = endTurns(game, 1);
    // Assert
    expect([hand(yours, 'p1'), hand(theirs, 'p2')]).toEqual([3 + 2, 1]);
  });
});

// Helpers

const horgahn = () =>
  onTurn()
    .table('p1', ["Horga'hn"])
    .hand('p1', ['Red Alert!', 'Red Alert!', 'Red Alert!'])
    .drawDeck('p1', ['Worf', 'Worf', 'Worf'])
    .drawDeck('p2', ['Kurn', 'Kurn', 'Kurn']);

const event = (card: string) => ({ type: 'card.play', player: 'p1', card, kind: 'event' }) as const;

const hand = (game: GameState, player: string): number => cardsIn({ kind: 'hand', player })(game).length;
