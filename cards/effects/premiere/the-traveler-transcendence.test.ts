// The Traveler: Transcendence (premiere/thetravelertranscendence), event:
// "Place beside any player's draw deck. That player must draw one extra card at the end of each turn. Also, while in
// play, nullifies {Static Warp Bubble}. (Not cumulative.)"
import { cardsIn, type GameState } from '../../../domain/core/game-state';
import { onTurn } from '../play-test-support';
import { started } from '../response-test-support';
import { act, endTurns } from '../turn-test-support';

describe('theTravelerTranscendence', () => {
  it('should make the chosen player draw one extra card at the end of each of their turns (Rulebook 12.2)', () => {
    // Arrange
    const [game, s] = started(traveler());
    const card = s.ids('The Traveler: Transcendence')[0] as string;
    const played = act(game, {
      type: 'card.play',
      player: 'p1',
      card,
      kind: 'event',
      target: { player: 'p2' },
    });
    // Act
    const yourTurnEnded = endTurns(game, 1);
    const theirTurnEnded = endTurns(game, 1);
    // Assert
    expect(played.cards[card]?.zone).toEqual({ kind: 'table', player: 'p2' });
    expect([hand(yourTurnEnded, 'p1'), hand(theirTurnEnded, 'p2')]).toEqual([1, 2]);
  });

  it('should give one extra card whatever the copies beside the same draw deck (Rulings "cumulative")', () => {
    // Arrange
    const [game] = started(
      traveler().table('p1', ['The Traveler: Transcendence', 'The Traveler: Transcendence']),
    );
    // Act
    const after = endTurns(game, 1);
    // Assert
    expect(hand(after, 'p1')).toBe(1 + 2);
  });
});

// Helpers

const traveler = () =>
  onTurn()
    .hand('p1', ['The Traveler: Transcendence'])
    .drawDeck('p1', ['Worf', 'Worf', 'Worf'])
    .drawDeck('p2', ['Kurn', 'Kurn', 'Kurn']);

const hand = (game: GameState, player: string): number => cardsIn({ kind: 'hand', player })(game).length;
