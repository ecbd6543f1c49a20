import * as O from 'fp-ts/Option';
import type { PlayCard } from '../card-play/card-play';
import { isInPlay } from '../cards-in-play/persona';
import { cardsIn, moveCard } from '../core/game-state';
import { scenario } from '../game/scenario';
import { initiate, open, openDrawWindows } from './open';

describe('initiate', () => {
  it('should place the card face up, being played, not in play (Rulebook "Playing a Card")', () => {
    // Arrange
    const s = scenario().hand('p1', ['Red Alert!']).build();
    const card = s.id('Red Alert!');
    // Act
    const game = initiate({ type: 'card.play', player: 'p1', card, kind: 'event' })(s.game);
    // Assert
    expect(game.cards[card]).toMatchObject({ zone: { kind: 'beingPlayed', player: 'p1' }, faceUp: true });
    expect(isInPlay(game.cards[card] as NonNullable<(typeof game.cards)[string]>)).toBe(false);
    expect(cardsIn({ kind: 'hand', player: 'p1' })(game)).toEqual([]);
  });
});

describe('open', () => {
  it('should ask the first player holding a valid response, the action on the stack (Rulings "actions – step 2")', () => {
    // Arrange
    const s = scenario().hand('p1', ['The Juggler']).hand('p2', ['Amanda Rogers']).build();
    const command = juggle(s.id('The Juggler'));
    // Act
    const opened = open({ kind: 'cardPlay', command })(initiate(command)(s.game));
    // Assert
    expect(O.isSome(opened) && opened.value.pending).toEqual({ player: 'p2', decision: 'response.window' });
    expect(O.isSome(opened) && opened.value.responding).toEqual({
      stack: [{ kind: 'cardPlay', command }],
      passed: [],
      asked: 'p2',
    });
  });

  it('should open nothing when no one holds a valid response (Rulebook "Playing \'At Any Time\'")', () => {
    // Arrange
    const s = scenario().hand('p1', ['The Juggler']).build();
    const command = juggle(s.id('The Juggler'));
    // Act
    const opened = open({ kind: 'cardPlay', command })(initiate(command)(s.game));
    // Assert
    expect(O.isNone(opened)).toBe(true);
  });
});

describe('openDrawWindows', () => {
  it('should open a window on the cards a player drew when the other holds a response (Subspace Schism)', () => {
    // Arrange
    const s = scenario().drawDeck('p1', ['Data', 'Worf']).hand('p2', ['Subspace Schism']).build();
    const drawn = moveCard(s.id('Data'), { kind: 'hand', player: 'p1' })(s.game);
    // Act
    const game = openDrawWindows(s.game)(drawn);
    // Assert
    expect(game.responding?.stack).toEqual([{ kind: 'cardDraw', player: 'p1', cards: [s.id('Data')] }]);
    expect(game.pending).toEqual({ player: 'p2', decision: 'response.window' });
  });

  it('should leave the game as it is without a card draw (Rulebook "Draw")', () => {
    // Arrange
    const s = scenario().hand('p1', ['Data']).hand('p2', ['Subspace Schism']).build();
    // Act
    const game = openDrawWindows(s.game)(s.game);
    // Assert
    expect(game).toBe(s.game);
  });
});

// Helpers

const juggle = (card: string): PlayCard => ({
  type: 'card.play',
  player: 'p1',
  card,
  kind: 'interrupt',
  target: { player: 'p2' },
});
