// Static Warp Bubble (premiere/staticwarpbubble), event:
// "Plays on table. Opponent must discard one card before ending each turn. (Not cumulative.)"
import { cardsIn } from '../../../domain/core/game-state';
import { legalActions } from '../../../machines/engine';
import { onTurn } from '../play-test-support';
import { refused, started } from '../response-test-support';
import { act, endTurns } from '../turn-test-support';

describe('staticWarpBubble', () => {
  it('should make the opponent discard a card of their choice before ending each of their turns (Rulebook 12.2)', () => {
    // Arrange
    const [game, s] = started(bubble(['Static Warp Bubble']));
    endTurns(game, 1);
    // Act
    const refusedEnd = refused(game, { type: 'turn.end', player: 'p2' });
    const discards = legalActions(game).filter((c) => c.type === 'card.discard' || c.type === 'turn.end');
    const discarded = act(game, { type: 'card.discard', player: 'p2', card: s.id('Data') });
    // Assert
    expect(refusedEnd).toBe('Static Warp Bubble');
    expect(discards).toEqual([
      { type: 'card.discard', player: 'p2', card: s.id('Data') },
      { type: 'card.discard', player: 'p2', card: s.id('Worf') },
    ]);
    expect(cardsIn({ kind: 'discard', player: 'p2' })(discarded)).toEqual([s.id('Data')]);
    expect(refused(game, { type: 'card.discard', player: 'p2', card: s.id('Worf') })).toBe('Leaving Play');
    expect(refused(game, { type: 'turn.end', player: 'p2' })).toBeNull();
  });

  it('should not bind its own player, and asks one discard whatever the copies (Rulebook 12.9)', () => {
    // Arrange
    const [game, s] = started(bubble(['Static Warp Bubble', 'Static Warp Bubble']));
    // Act
    const own = refused(game, { type: 'turn.end', player: 'p1' });
    act(game, { type: 'card.discard', player: 'p2', card: s.id('Data') });
    // Assert
    expect(own).toBeNull();
    expect(refused(game, { type: 'turn.end', player: 'p2' })).toBeNull();
  });

  it('should be nullified while The Traveler: Transcendence is in play', () => {
    // Arrange
    const [game] = started(bubble(['Static Warp Bubble', 'The Traveler: Transcendence']));
    endTurns(game, 1);
    // Act
    const end = refused(game, { type: 'turn.end', player: 'p2' });
    // Assert
    expect(end).toBeNull();
  });
});

// Helpers

const bubble = (table: ReadonlyArray<string>) =>
  onTurn()
    .table('p1', table)
    .hand('p2', ['Data', 'Worf'])
    .drawDeck('p1', ['Tasha Yar', 'Tasha Yar'])
    .drawDeck('p2', ['Kurn', 'Kurn']);
