import * as E from 'fp-ts/Either';
import { put } from '../../cards/effects/play-test-support';
import { scenario } from '../game/scenario';
import { answer, answers, checkAnswer, type StakesChoice, stakedCards } from './stakes';

const raised = () => {
  const s = scenario().build();
  const [source, game] = put(s.game, 'p1', 'Raise the Stakes', { kind: 'table', player: 'p1' });
  const choice: StakesChoice = { kind: 'forfeitOrAgreeStakes', player: 'p2', source };
  return { game: { ...game, choosing: choice }, choice };
};

describe('answers', () => {
  it('should offer the opponent the forfeit and the agreement, nobody else anything (Raise the Stakes)', () => {
    // Arrange
    const { choice } = raised();
    // Act
    const [theirs, mine] = [answers(choice, 'p2'), answers(choice, 'p1')];
    // Assert
    expect(theirs.map((c) => c.answer)).toEqual(['forfeit', 'agree']);
    expect(mine).toEqual([]);
  });
});

describe('checkAnswer', () => {
  it('should refuse an answer from the player who raised the stakes ("Your opponent must")', () => {
    // Arrange
    const { game, choice } = raised();
    // Act
    const result = checkAnswer(choice, { type: 'stakes.answer', player: 'p1', answer: 'agree' })(game);
    // Assert
    expect(E.isLeft(result) && result.left.rule).toBe('Raise the Stakes');
  });
});

describe('answer', () => {
  it('should record a forfeit as the game won by the other player, with no stakes unagreed (README "End of the game")', () => {
    // Arrange
    const { game, choice } = raised();
    // Act
    const after = answer(choice, { type: 'stakes.answer', player: 'p2', answer: 'forfeit' })(game);
    // Assert
    expect(after.result).toEqual({ kind: 'won', winner: 'p1', reason: 'forfeit' });
    expect(after.choosing).toBeUndefined();
  });

  it('should keep the stakes in play once agreed ("(Cumulative.)")', () => {
    // Arrange
    const { game, choice } = raised();
    // Act
    const after = answer(choice, { type: 'stakes.answer', player: 'p2', answer: 'agree' })(game);
    // Assert
    expect(stakedCards(after)).toBe(1);
    expect(after.result).toBeNull();
  });
});

describe('stakedCards', () => {
  it('should add one card for each copy in play, none without one (Rulebook 12.11 S.A.M. "add", 12.9 Cumulative: "(Cumulative.)")', () => {
    // Arrange
    const { game } = raised();
    const [, twice] = put(game, 'p1', 'Raise the Stakes', { kind: 'table', player: 'p1' });
    // Act
    const counts = [stakedCards(scenario().build().game), stakedCards(game), stakedCards(twice)];
    // Assert
    expect(counts).toEqual([0, 1, 2]);
  });
});
