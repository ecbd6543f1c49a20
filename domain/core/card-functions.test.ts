// Rulebook "Doorways": a card whose text joins its uses with "OR" plays by one function at a time.
import * as O from 'fp-ts/Option';
import { discard, ofType, onCard, onTheTable, theTarget } from '../../cards/language/build';
import type { CardText } from '../../cards/language/language';
import { functionOf, functionsOf, namingFunction } from './card-functions';

describe('functionsOf', () => {
  it('should list the text itself first, then each "OR" use with the lasting text but its own play fields', () => {
    // Arrange
    const text = orText();
    // Act
    const [first, second] = functionsOf(text);
    // Assert
    expect(first).toBe(text);
    expect(second).toEqual({
      blueprint: text.blueprint,
      cumulative: true,
      plays: onCard(ofType('Event')),
      immediate: [discard(theTarget)],
      afterUse: 'discard',
    });
  });

  it('should list only the text itself when it has no "OR" use', () => {
    // Arrange
    const { or, ...single } = orText();
    // Act
    const all = functionsOf(single);
    // Assert
    expect(all).toEqual([single]);
  });
});

describe('functionOf', () => {
  it('should find function 0 by default and none past the last "OR" use', () => {
    // Arrange
    const text = orText();
    // Act
    const [first, second, third] = [functionOf(text, undefined), functionOf(text, 1), functionOf(text, 2)];
    // Assert
    expect(first).toEqual(O.some(text));
    expect(O.map((t: CardText) => t.afterUse)(second)).toEqual(O.some('discard'));
    expect(third).toEqual(O.none);
  });
});

describe('namingFunction', () => {
  it('should name functions from 1 on and leave function 0 unnamed', () => {
    // Arrange
    const play = { type: 'card.play', card: 'p1-1' };
    // Act
    const named = [namingFunction(play, 0), namingFunction(play, 2)];
    // Assert
    expect(named).toEqual([play, { ...play, function: 2 }]);
  });
});

// Helpers

const orText = (): CardText => ({
  blueprint: 'test/or',
  plays: onTheTable,
  cumulative: true,
  or: [{ plays: onCard(ofType('Event')), immediate: [discard(theTarget)], afterUse: 'discard' }],
});
