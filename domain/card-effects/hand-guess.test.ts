import * as E from 'fp-ts/Either';
import { cardsIn } from '../core/game-state';
import { scenario } from '../game/scenario';
import { beginEndOfTurnGuess, checkGuess, type GuessChoice, guess } from './hand-guess';

const withKidnappers = (hand: ReadonlyArray<string>) =>
  scenario().table('p1', ['Telepathic Alien Kidnappers']).hand('p2', hand).build();

describe('beginEndOfTurnGuess', () => {
  it('should put the guess to the card\'s player, once each turn (Rulebook "End of Turn")', () => {
    // Arrange
    const s = withKidnappers(['Vash']);
    // Act
    const begun = beginEndOfTurnGuess(s.game);
    const again = beginEndOfTurnGuess({ ...begun, choosing: undefined });
    // Assert
    expect(begun.choosing).toEqual({
      kind: 'guessCardType',
      player: 'p1',
      opponent: 'p2',
      source: s.id('Telepathic Alien Kidnappers'),
    });
    expect(again.choosing).toBeUndefined();
  });

  it("should change nothing when the opponent's hand is empty (Telepathic Alien Kidnappers)", () => {
    // Arrange
    const s = withKidnappers([]);
    // Act
    const after = beginEndOfTurnGuess(s.game);
    // Assert
    expect(after).toBe(s.game);
  });
});

describe('checkGuess', () => {
  it('should refuse pointing to a card outside the opponent\'s hand ("point to a card in your opponent\'s hand")', () => {
    // Arrange
    const s = withKidnappers(['Vash']);
    const choice = beginEndOfTurnGuess(s.game).choosing as GuessChoice;
    // Act
    const result = checkGuess(choice, {
      type: 'card.guess',
      player: 'p1',
      card: s.id('Telepathic Alien Kidnappers'),
      cardType: 'Event',
    })(s.game);
    // Assert
    expect(E.isLeft(result)).toBe(true);
  });
});

describe('guess', () => {
  it('should discard the card only when its type is guessed ("If guessed correctly, card is discarded")', () => {
    // Arrange
    const s = withKidnappers(['Vash']);
    const begun = beginEndOfTurnGuess(s.game);
    const choice = begun.choosing as GuessChoice;
    const vash = s.id('Vash');
    // Act
    const wrong = guess(choice, { type: 'card.guess', player: 'p1', card: vash, cardType: 'Ship' })(begun);
    const right = guess(choice, { type: 'card.guess', player: 'p1', card: vash, cardType: 'Personnel' })(
      begun,
    );
    // Assert
    expect(cardsIn({ kind: 'hand', player: 'p2' })(wrong)).toEqual([vash]);
    expect(cardsIn({ kind: 'discard', player: 'p2' })(right)).toEqual([vash]);
    expect(right.choosing).toBeUndefined();
  });
});
