import * as O from 'fp-ts/Option';
import { scenario } from '../game/scenario';
import { nullifiedBy } from '../mission-attempt/nullified';
import { declaredAnswer, rulesAnswering } from './declared-answer';
import type { RuleEffect } from './in-play';

// ARCHITECTURE principle 6, issue #14: an answer of the lasting rules in play to a query point, relevant only while a
// card in play answers the point; Rulebook "Dilemmas" nullifiers serve as the example (Interphase Generator).
describe('declaredAnswer', () => {
  it('should be relevant only while a card in play answers the point, and answer from those cards', () => {
    // Arrange
    const answer = declaredAnswer({
      point: nullifiedBy,
      by: 'nullify',
      declaredBy: isNullifier,
      answer: (_, rules) => () => O.fromNullable(rules[0]?.source.id),
    });
    const [withOne, withNone] = [build(['Vash', 'Interphase Generator']), build(['Vash'])];
    const subject = { dilemma: withOne.id('Vash'), place: { kind: 'hand', player: 'p1' } } as const;
    // Act
    const relevant = [answer.relevant?.(withOne.game), answer.relevant?.(withNone.game)];
    const answered = answer.answer(subject)(withOne.game);
    // Assert
    expect(relevant).toEqual([true, false]);
    expect(answered).toEqual(O.some(withOne.id('Interphase Generator')));
  });
});

describe('rulesAnswering', () => {
  it('should keep only the rules the test accepts among those answering the point', () => {
    // Arrange
    const s = build(['Vash', 'Interphase Generator']);
    // Act
    const present = rulesAnswering(nullifiedBy, isNullifier)(s.game);
    const none = rulesAnswering(
      nullifiedBy,
      (text: RuleEffect): text is RuleEffect => text.type === 'mix',
    )(s.game);
    // Assert
    expect(present.map(({ source }) => source.id)).toEqual([s.id('Interphase Generator')]);
    expect(none).toEqual([]);
  });
});

// Helpers

const isNullifier = (text: RuleEffect): text is Extract<RuleEffect, { readonly type: 'nullify' }> =>
  text.type === 'nullify';

const build = (surface: ReadonlyArray<string>) =>
  scenario().mission('p1', 'Excavation').surface('Excavation', 'p1', surface).build();
