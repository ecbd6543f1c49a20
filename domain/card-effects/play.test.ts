// Rulebook "Playing a Card" (L319): "place it face-up on the table (or wherever the card directs). … Then, any
// immediate effects in the gametext are played out and resolved. If the card's immediate effects do not discard the
// card played, it enters play"; interrupts "are automatically discarded after use" (L98), and events that say so
// (L88): the card goes to its after-use place once its effects have resolved, not before.
import { onTurn, send } from '../../cards/effects/play-test-support';
import { cardsIn } from '../core/game-state';

describe('playText', () => {
  it('should put a "Discard event" on top of its discard pile after its effects moved that pile (Rulebook "Playing a Card" L319)', () => {
    // Arrange: Isomagnetic Disintegrator "Shuffle your hand into your discard pile, then exchange your discard pile
    // for your draw deck. Draw four cards … Discard event."
    const s = onTurn()
      .hand('p1', ['Isomagnetic Disintegrator', 'Data'])
      .discard('p1', ['Vash'])
      .drawDeck('p1', ['Geordi La Forge', 'Beverly Crusher', 'Wesley Crusher', 'Tasha Yar', 'Worf'])
      .build();
    const card = s.id('Isomagnetic Disintegrator');
    // Act
    const after = send(s.game, { type: 'card.play', player: 'p1', card, kind: 'event' });
    // Assert: the five former draw deck cards were discarded by its effects, then the event on top of them
    const discard = cardsIn({ kind: 'discard', player: 'p1' })(after);
    expect(discard).toHaveLength(6);
    expect(discard[0]).toBe(card);
  });
});
