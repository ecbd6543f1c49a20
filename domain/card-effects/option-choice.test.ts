import * as E from 'fp-ts/Either';
import { put } from '../../cards/effects/play-test-support';
import { scenario } from '../game/scenario';
import { check, decide, decisions, effectsOf, forfeitsTheDecider, type OptionChoice } from './option-choice';

// Issue #14 "choices by a named player": "Your opponent must forfeit the game OR agree …" (Raise the Stakes), the
// option named by the opponent of the card's player once the card has resolved
describe('decisions', () => {
  it('should offer the player who decides one command per option, nobody else anything', () => {
    // Arrange
    const { choice } = raised();
    // Act
    const [theirs, mine] = [decisions(choice, 'p2'), decisions(choice, 'p1')];
    // Assert
    expect(theirs.map((c) => c.option)).toEqual(['forfeit', 'agree']);
    expect(mine).toEqual([]);
  });
});

describe('check', () => {
  it('should refuse an option named by the card’s player, or one not offered ("Your opponent must")', () => {
    // Arrange
    const { game, choice } = raised();
    // Act
    const mine = check(choice, { type: 'card.decide', player: 'p1', option: 'agree' })(game);
    const unknown = check(choice, { type: 'card.decide', player: 'p2', option: 'fold' })(game);
    const theirs = check(choice, { type: 'card.decide', player: 'p2', option: 'agree' })(game);
    // Assert
    expect(E.isLeft(mine) && mine.left.rule).toBe('Raise the Stakes');
    expect(E.isLeft(unknown)).toBe(true);
    expect(E.isRight(theirs)).toBe(true);
  });
});

describe('effectsOf', () => {
  it("should read the named option's effects from the card's declared text, none for another label", () => {
    // Arrange
    const { game, choice } = raised();
    // Act
    const [forfeit, agree, other] = ['forfeit', 'agree', 'fold'].map((o) => effectsOf(choice, o, game));
    // Assert
    expect(forfeit?.map((e) => e.type)).toEqual(['discard', 'forfeit']);
    expect([agree, other]).toEqual([[], []]);
  });
});

describe('decide', () => {
  it('should close the choice and run the option for the card’s player: a forfeit, the stakes agreed before kept (README "End of the game")', () => {
    // Arrange
    const { game, choice } = raised();
    const [, agreedBefore] = put(game, 'p1', 'Raise the Stakes', { kind: 'table', player: 'p1' });
    // Act
    const after = decide(choice, { type: 'card.decide', player: 'p2', option: 'forfeit' })(agreedBefore);
    // Assert
    expect(after.choosing).toBeUndefined();
    expect(after.result).toEqual({ kind: 'won', winner: 'p1', reason: 'forfeit', stakes: 1 });
  });

  it('should leave the game going on when the option agrees', () => {
    // Arrange
    const { game, choice } = raised();
    // Act
    const after = decide(choice, { type: 'card.decide', player: 'p2', option: 'agree' })(game);
    // Assert
    expect([after.choosing, after.result, after.cards[choice.source]?.zone]).toEqual([
      undefined,
      null,
      { kind: 'table', player: 'p1' },
    ]);
  });
});

describe('forfeitsTheDecider', () => {
  it('should tell the option that makes the player who names it forfeit the game (Rulebook L331)', () => {
    // Arrange
    const { game } = raised();
    // Act & Assert
    expect([forfeitsTheDecider('forfeit', game), forfeitsTheDecider('agree', game)]).toEqual([true, false]);
  });
});

// Helpers

const raised = () => {
  const [source, game] = put(scenario().build().game, 'p1', 'Raise the Stakes', {
    kind: 'table',
    player: 'p1',
  });
  const choice: OptionChoice = {
    kind: 'option',
    player: 'p2',
    source,
    cardPlayer: 'p1',
    options: ['forfeit', 'agree'],
  };
  return { game: { ...game, choosing: choice }, choice };
};
