// Betazoid Gift Box (premiere/betazoidgiftbox), artifact:
// "Immediately look through your draw deck for up to thirty seconds and choose three cards to place in your hand.
// Reshuffle draw deck and discard artifact."
import { cardsIn, type GameState } from '../../../domain/core/game-state';
import { shuffle } from '../../../domain/core/random';
import { scenario } from '../../../domain/game/scenario';
import { type Game, legalActions, state } from '../../../machines/engine';
import { play, refused, started } from '../response-test-support';

const DECK = ['Worf', 'Tasha Yar', 'Jean-Luc Picard', 'Mendon', 'Geordi La Forge'];

/** p1 solves Excavation (Archaeology) and earns the Gift Box p2 seeded there. */
const earned = (deck: ReadonlyArray<string> = DECK) => {
  const [game, s] = started(
    scenario({ active: 'p1' })
      .mission('p1', 'Excavation')
      .seed('Excavation', 'p2', ['Betazoid Gift Box'])
      .surface('Excavation', 'p1', ['Data', 'Vash'])
      .drawDeck('p1', deck)
      .drawDeck('p2', ['Lwaxana Troi']),
  );
  const at = play(game, { type: 'mission.attempt', player: 'p1', location: s.id('Excavation') });
  return { game, s, at };
};

const choose = (game: Game, card: string): GameState =>
  play(game, { type: 'card.choose', player: 'p1', card });

describe('betazoidGiftBox', () => {
  it('should offer each card of your draw deck, or to stop, once earned (Rulebook 7.2; Betazoid Gift Box)', () => {
    // Arrange
    const { game, at } = earned();
    // Act
    const listed = legalActions(game);
    // Assert
    expect(at.pending).toEqual({ player: 'p1', decision: 'card.choose' });
    expect(listed).toEqual([
      ...cardsIn({ kind: 'drawDeck', player: 'p1' })(at).map((card) => ({
        type: 'card.choose',
        player: 'p1',
        card,
      })),
      { type: 'choosing.stop', player: 'p1' },
    ]);
  });

  it('should refuse a card not in your draw deck, changing nothing (Betazoid Gift Box)', () => {
    // Arrange
    const { game, s, at } = earned();
    // Act
    const rule = refused(game, { type: 'card.choose', player: 'p1', card: s.id('Data') });
    // Assert
    expect(rule).toBe('Betazoid Gift Box');
    expect(state(game)).toBe(at);
  });

  it('should place three chosen cards in hand, reshuffle the draw deck and discard the artifact', () => {
    // Arrange
    const { game, s, at } = earned();
    const [worf, mendon, geordi] = [s.id('Worf'), s.id('Mendon'), s.id('Geordi La Forge')];
    const hand = cardsIn({ kind: 'hand', player: 'p1' })(at).filter((id) => id !== s.id('Betazoid Gift Box'));
    choose(game, worf);
    const before = choose(game, mendon);
    // Act
    const after = choose(game, geordi);
    // Assert
    const left = cardsIn({ kind: 'drawDeck', player: 'p1' })(before).filter((id) => id !== geordi);
    const [reshuffled, random] = shuffle(left)(before.random);
    expect(cardsIn({ kind: 'hand', player: 'p1' })(after)).toEqual([...hand, worf, mendon, geordi]);
    expect(cardsIn({ kind: 'drawDeck', player: 'p1' })(after)).toEqual(reshuffled);
    expect(after.random).toEqual(random);
    expect(after.cards[s.id('Betazoid Gift Box')]?.zone).toEqual({ kind: 'discard', player: 'p2' });
    expect(after.choosing).toBeUndefined();
    expect(after.pending).toEqual({ player: 'p1', decision: 'turn.act' });
  });

  it('should leave no draw deck once all of it is taken: nothing left to reshuffle (Betazoid Gift Box; Rulebook "Shuffle")', () => {
    // Arrange
    const { game, s } = earned(['Worf', 'Mendon']);
    const before = choose(game, s.id('Worf'));
    // Act
    const after = choose(game, s.id('Mendon'));
    // Assert
    expect(cardsIn({ kind: 'hand', player: 'p1' })(after)).toEqual(
      expect.arrayContaining([s.id('Worf'), s.id('Mendon')]),
    );
    expect('drawDeck:p1' in after.zones).toBe(false);
    expect(after.random).toEqual(before.random);
    expect(after.cards[s.id('Betazoid Gift Box')]?.zone).toEqual({ kind: 'discard', player: 'p2' });
    expect(after.pending).toEqual({ player: 'p1', decision: 'turn.act' });
  });

  it('should let you stop after fewer than three ("choose three cards", up to thirty seconds)', () => {
    // Arrange
    const { game, s } = earned();
    choose(game, s.id('Worf'));
    // Act
    const after = play(game, { type: 'choosing.stop', player: 'p1' });
    // Assert
    expect(cardsIn({ kind: 'hand', player: 'p1' })(after)).toContain(s.id('Worf'));
    expect(cardsIn({ kind: 'drawDeck', player: 'p1' })(after)).toHaveLength(DECK.length - 1);
    expect(after.cards[s.id('Betazoid Gift Box')]?.zone).toEqual({ kind: 'discard', player: 'p2' });
    expect(after.pending).toEqual({ player: 'p1', decision: 'turn.act' });
  });
});
