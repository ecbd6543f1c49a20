import { cardsIn } from '../core/game-state';
import { scenario } from '../game/scenario';
import { drawFor, scoreFor } from './draw';
import type { PlayChoices } from './immediate';

const decks = () =>
  scenario()
    .mission('p1', 'Test Mission')
    .hand('p2', ['Vash'])
    .drawDeck('p1', ['Data', 'Tasha Yar'])
    .drawDeck('p2', ['Jean-Luc Picard', 'Geordi La Forge', 'Worf'])
    .build();

const playedBy = (player: 'p1' | 'p2', choices: Partial<PlayChoices> = {}): PlayChoices => ({
  player,
  targetCard: null,
  targetPlayer: null,
  take: null,
  ...choices,
});

describe('drawFor', () => {
  it('should have the chosen player draw from the top of their draw deck, no more than it holds (Rulebook "Draw"; Kivas Fajo - Collector)', () => {
    // Arrange
    const s = decks();
    // Act
    const after = drawFor('chosenPlayer', 3, playedBy('p2', { targetPlayer: 'p1' }))(s.game);
    // Assert
    expect(cardsIn({ kind: 'hand', player: 'p1' })(after)).toEqual([s.id('Data'), s.id('Tasha Yar')]);
    expect(cardsIn({ kind: 'drawDeck', player: 'p2' })(after)).toHaveLength(3);
  });

  it('should have the target\'s owner re-draw one card (Subspace Schism: "That player must discard that card and re-draw.")', () => {
    // Arrange
    const s = decks();
    // Act
    const after = drawFor('targetOwner', 1, playedBy('p1', { targetCard: s.id('Vash') }))(s.game);
    // Assert
    expect(cardsIn({ kind: 'hand', player: 'p2' })(after)).toEqual([s.id('Vash'), s.id('Jean-Luc Picard')]);
  });

  it('should have the player beside whose draw deck the card is draw, and nobody without one (The Traveler: Transcendence)', () => {
    // Arrange
    const s = decks();
    // Act
    const beside = drawFor('tablePlayer', 1, playedBy('p1', { tablePlayer: 'p2' }))(s.game);
    const nobody = drawFor('tablePlayer', 1, playedBy('p1'))(s.game);
    // Assert
    expect(cardsIn({ kind: 'hand', player: 'p2' })(beside)).toHaveLength(2);
    expect(nobody).toBe(s.game);
  });

  it('should draw one card for each card of a named selection (Masaka Transformations: "then draw the same number of cards")', () => {
    // Arrange
    const s = decks();
    const choices = playedBy('p2', { named: { transformed: [s.id('Vash'), s.id('Data')] } });
    // Act
    const after = drawFor('you', { perCardOf: 'transformed' }, choices)(s.game);
    // Assert
    expect(cardsIn({ kind: 'drawDeck', player: 'p2' })(after)).toEqual([s.id('Worf')]);
  });
});

describe('scoreFor', () => {
  it('should take the points from the owner of the card played and say so (The Line Must Be Drawn Here: "loses 5 points")', () => {
    // Arrange
    const s = scenario().table('p2', ['The Line Must Be Drawn Here']).hand('p1', ['Amanda Rogers']).build();
    const choices = playedBy('p2', {
      card: s.id('The Line Must Be Drawn Here'),
      targetCard: s.id('Amanda Rogers'),
    });
    // Act
    const after = scoreFor('targetOwner', -5, choices)(s.game);
    // Assert
    expect(after.players.map((p) => p.score)).toEqual([-5, 0]);
    expect(after.chronicle.at(-1)?.text).toMatch(/^p1 loses 5 points: The Line Must Be Drawn Here/);
  });
  it('should place the card in its player\'s point area and add its point box to their score (Rulebook "Leaving Play": bonus point box; Klingon Death Yell)', () => {
    // Arrange
    const s = scenario().discard('p1', ['Klingon Death Yell']).build();
    const yell = s.id('Klingon Death Yell');
    // Act
    const after = scoreFor('you', 'pointBox', playedBy('p1', { card: yell }))(s.game);
    // Assert
    expect(after.cards[yell]?.zone).toEqual({ kind: 'pointArea', player: 'p1' });
    expect(after.players.map((p) => p.score)).toEqual([5, 0]);
  });

  it('should score no point box when no card is played (Rulebook "Points")', () => {
    // Arrange
    const s = scenario().discard('p1', ['Klingon Death Yell']).build();
    // Act
    const after = scoreFor('you', 'pointBox', playedBy('p1'))(s.game);
    // Assert
    expect(after).toBe(s.game);
  });
});
