import * as E from 'fp-ts/Either';
import type { GameState } from '../core/game-state';
import { scenario } from '../game/scenario';
import { chooseRule, decideRule } from './choice';
import { begin, withAttempt } from './seed-cards';

describe('chooseRule', () => {
  it('should list one command per way to pick the asked number of cards (Rulebook 12.14)', () => {
    // Arrange
    const game = waiting({ kind: 'cards', player: 'p2', dilemma: 'd', options: ['a', 'b', 'c'], count: 2 });
    // Act
    const commands = chooseRule
      .candidates('p2')(game)
      .map((c) => c.cards);
    // Assert
    expect(commands).toEqual([
      ['a', 'b'],
      ['a', 'c'],
      ['b', 'c'],
    ]);
  });

  it('should list and accept every size from count to most, and no other (Rulings "Phased Matter" split)', () => {
    // Arrange
    const game = waiting({
      kind: 'cards',
      player: 'p1',
      dilemma: 'd',
      options: ['a', 'b', 'c'],
      count: 1,
      most: 2,
    });
    // Act
    const commands = chooseRule
      .candidates('p1')(game)
      .map((c) => c.cards);
    const all = chooseRule.check({ type: 'attempt.choose', player: 'p1', cards: ['a', 'b', 'c'] })(game);
    const twice = chooseRule.check({ type: 'attempt.choose', player: 'p1', cards: ['a', 'a'] })(game);
    // Assert
    expect(commands).toEqual([['a'], ['b'], ['c'], ['a', 'b'], ['a', 'c'], ['b', 'c']]);
    expect([E.isLeft(all), E.isLeft(twice)]).toEqual([true, true]);
  });

  it('should refuse a card that is not an option, or the wrong number of cards (Rulebook "Dilemmas")', () => {
    // Arrange
    const game = waiting({ kind: 'cards', player: 'p2', dilemma: 'd', options: ['a', 'b'], count: 1 });
    // Act
    const wrongCard = chooseRule.check({ type: 'attempt.choose', player: 'p2', cards: ['z'] })(game);
    const wrongCount = chooseRule.check({ type: 'attempt.choose', player: 'p2', cards: ['a', 'b'] })(game);
    const wrongPlayer = chooseRule.check({ type: 'attempt.choose', player: 'p1', cards: ['a'] })(game);
    // Assert
    expect([E.isLeft(wrongCard), E.isLeft(wrongCount), E.isLeft(wrongPlayer)]).toEqual([true, true, true]);
  });

  it('should list and accept no two cards of one title when the choice asks for different cards ("up to three different")', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Excavation')
      .surface('Excavation', 'p1', ['Data'])
      .drawDeck('p2', [
        { title: 'Prak', label: 'a' },
        { title: 'Prak', label: 'b' },
        { title: 'Krunk', blueprint: 'roa/krunk', label: 'c' },
      ])
      .build();
    const [a, b, c] = [s.id('a'), s.id('b'), s.id('c')];
    const begun = begin({ player: 'p1', location: s.id('Excavation'), ship: null })(s.game);
    const choice = {
      kind: 'cards',
      player: 'p2',
      dilemma: 'd',
      options: [a, b, c],
      count: 0,
      most: 2,
    } as const;
    const game = withAttempt((at) => ({ ...at, awaiting: { ...choice, different: 'every' } }))(begun);
    // Act
    const commands = chooseRule
      .candidates('p2')(game)
      .map((command) => command.cards);
    const same = chooseRule.check({ type: 'attempt.choose', player: 'p2', cards: [a, b] })(game);
    // Assert
    expect(commands).toEqual([[], [a], [b], [c], [a, c], [b, c]]);
    expect(E.isLeft(same)).toBe(true);
  });

  it('should list no two copies of one unique card, but copies of a universal one (Rulebook "Uniqueness")', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Excavation')
      .surface('Excavation', 'p1', ['Data'])
      .drawDeck('p2', [
        { title: 'Jeremiah Hayes', blueprint: 'brokenbow/brokenbow_72', label: 'a' },
        { title: 'Jeremiah Hayes', blueprint: 'brokenbow/brokenbow_72', label: 'b' },
        { title: 'Sean Hawkins', blueprint: 'brokenbow/brokenbow_82', label: 'c' },
        { title: 'Sean Hawkins', blueprint: 'brokenbow/brokenbow_82', label: 'd' },
      ])
      .build();
    const [a, b, c, d] = [s.id('a'), s.id('b'), s.id('c'), s.id('d')];
    const begun = begin({ player: 'p1', location: s.id('Excavation'), ship: null })(s.game);
    const choice = { kind: 'cards', player: 'p2', dilemma: 'd', options: [a, b, c, d], count: 2 } as const;
    const game = withAttempt((at) => ({ ...at, awaiting: { ...choice, different: 'unique' } }))(begun);
    // Act
    const commands = chooseRule
      .candidates('p2')(game)
      .map((command) => command.cards);
    // Assert
    expect(commands).toEqual([
      [a, c],
      [a, d],
      [b, c],
      [b, d],
      [c, d],
    ]);
  });

  it('should record the answer and stop waiting (Rulebook "Dilemmas")', () => {
    // Arrange
    const game = waiting({ kind: 'cards', player: 'p2', dilemma: 'd', options: ['a', 'b'], count: 1 });
    // Act
    const next = chooseRule.apply({ type: 'attempt.choose', player: 'p2', cards: ['b'] })(game);
    // Assert
    expect([next.attempt?.answers, next.attempt?.awaiting]).toEqual([[['b']], null]);
  });
});

describe('decideRule', () => {
  it('should accept only one of the dilemma\'s options (Rulebook "Dilemmas")', () => {
    // Arrange
    const game = waiting({ kind: 'option', player: 'p1', dilemma: 'd', options: ['ignore her', 'help her'] });
    // Act
    const ok = decideRule.check({ type: 'attempt.decide', player: 'p1', option: 'help her' })(game);
    const bad = decideRule.check({ type: 'attempt.decide', player: 'p1', option: 'flee' })(game);
    // Assert
    expect([E.isRight(ok), E.isLeft(bad)]).toEqual([true, true]);
  });
});

// Helpers

const waiting = (choice: NonNullable<NonNullable<GameState['attempt']>['awaiting']>): GameState => {
  const s = scenario().mission('p1', 'Excavation').surface('Excavation', 'p1', ['Data']).build();
  const game = begin({ player: 'p1', location: s.id('Excavation'), ship: null })(s.game);
  return withAttempt((a) => ({ ...a, awaiting: choice }))(game);
};
