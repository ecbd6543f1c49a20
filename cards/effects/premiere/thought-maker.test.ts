// Thought Maker (premiere/thoughtmaker), artifact:
// "Place in hand until played once as an Interrupt card. Look at opponent's draw deck for ten seconds and rearrange
// as desired."
import { cardsIn } from '../../../domain/core/game-state';
import { scenario } from '../../../domain/game/scenario';
import { legalActions, state, view } from '../../../machines/engine';
import { play, refused, started } from '../response-test-support';

const withDecks = () =>
  scenario({ pending: { player: 'p1', decision: 'turn.act' } })
    .hand('p1', ['Thought Maker'])
    .drawDeck('p1', ['Data'])
    .drawDeck('p2', ['Worf', 'Tasha Yar', 'Vash']);

const thoughtMaker = (card: string) =>
  ({ type: 'card.play', player: 'p1', card, kind: 'interrupt' }) as const;

describe('thoughtMaker', () => {
  it("should offer each card of the opponent's draw deck to place next, or to stop (Thought Maker)", () => {
    // Arrange
    const [game, s] = started(withDecks());
    // Act
    const after = play(game, thoughtMaker(s.id('Thought Maker')));
    // Assert
    expect(after.pending).toEqual({ player: 'p1', decision: 'card.choose' });
    expect(legalActions(game)).toEqual([
      ...cardsIn({ kind: 'drawDeck', player: 'p2' })(after).map((card) => ({
        type: 'card.choose',
        player: 'p1',
        card,
      })),
      { type: 'choosing.stop', player: 'p1' },
    ]);
  });

  it('should stay being played, face up for both players, until the rearrangement is done, then be discarded (Rulebook "Playing a Card" L319)', () => {
    // Arrange
    const [game, s] = started(withDecks());
    const card = s.id('Thought Maker');
    // Act
    const waiting = play(game, thoughtMaker(card));
    const seen = view(game, 'p2');
    const after = play(game, { type: 'choosing.stop', player: 'p1' });
    // Assert
    expect(waiting.cards[card]?.zone).toEqual({ kind: 'beingPlayed', player: 'p1' });
    expect(cardsIn({ kind: 'discard', player: 'p1' })(waiting)).toEqual([]);
    expect(seen.cards[card]?.blueprint).toBe('premiere/thoughtmaker');
    expect(after.cards[card]?.zone).toEqual({ kind: 'discard', player: 'p1' });
    expect(after.awaitedPlay).toBeUndefined();
  });

  it("should refuse a card that is not in the opponent's draw deck, changing nothing (Thought Maker)", () => {
    // Arrange
    const [game, s] = started(withDecks());
    const before = play(game, thoughtMaker(s.id('Thought Maker')));
    // Act
    const rule = refused(game, { type: 'card.choose', player: 'p1', card: s.id('Data') });
    // Assert
    expect(rule).toBe('Thought Maker');
    expect(state(game)).toBe(before);
  });

  it('should put the opponent\'s draw deck in the order chosen, then go on with the turn ("rearrange as desired")', () => {
    // Arrange
    const [game, s] = started(withDecks());
    const [worf, tasha, vash] = [s.id('Worf'), s.id('Tasha Yar'), s.id('Vash')];
    play(game, thoughtMaker(s.id('Thought Maker')));
    // Act
    play(game, { type: 'card.choose', player: 'p1', card: vash });
    const after = play(game, { type: 'card.choose', player: 'p1', card: worf });
    // Assert
    expect(cardsIn({ kind: 'drawDeck', player: 'p2' })(after)).toEqual([vash, worf, tasha]);
    expect(after.choosing).toBeUndefined();
    expect(after.pending).toEqual({ player: 'p1', decision: 'turn.act' });
  });

  it('should keep the cards not yet placed in their order when the player stops ("as desired")', () => {
    // Arrange
    const [game, s] = started(withDecks());
    const [worf, tasha, vash] = [s.id('Worf'), s.id('Tasha Yar'), s.id('Vash')];
    play(game, thoughtMaker(s.id('Thought Maker')));
    // Act
    play(game, { type: 'card.choose', player: 'p1', card: tasha });
    const after = play(game, { type: 'choosing.stop', player: 'p1' });
    // Assert
    expect(cardsIn({ kind: 'drawDeck', player: 'p2' })(after)).toEqual([tasha, worf, vash]);
    expect(after.pending).toEqual({ player: 'p1', decision: 'turn.act' });
  });

  it('should be offered to the opponent when the active player ends the turn (Rulebook "Playing \'At Any Time\'")', () => {
    // Arrange: p2 holds Thought Maker while p1 ends the turn
    const [game, s] = started(
      scenario({ pending: { player: 'p1', decision: 'turn.act' } })
        .hand('p2', ['Thought Maker'])
        .drawDeck('p1', ['Data', 'Worf'])
        .drawDeck('p2', ['Vash']),
    );
    // Act
    const after = play(game, { type: 'turn.end', player: 'p1' });
    // Assert
    expect(after.pending).toEqual({ player: 'p2', decision: 'response.window' });
    expect(legalActions(game)).toContainEqual(
      expect.objectContaining({
        type: 'card.play',
        player: 'p2',
        card: s.id('Thought Maker'),
        kind: 'interrupt',
      }),
    );
  });
});
