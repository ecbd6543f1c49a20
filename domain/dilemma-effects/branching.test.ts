import {
  atLeast,
  characteristic,
  everyone,
  ifElse,
  kill,
  random,
  select,
  stop,
} from '../../cards/language/build-dilemmas';
import { cardsIn, getCard } from '../core/game-state';
import { planet } from './encounter-test-support';
import { run } from './registry';

describe('branch', () => {
  it('should run the then effects when the condition holds, meeting and failing nothing (Rulebook "Dilemmas")', () => {
    // Arrange
    const { game, encounter, id } = planet(['Data', 'Worf']);
    // Act
    const step = run([androidOrElse], encounter, game);
    // Assert
    expect(step.kind === 'continue' && [step.encounter.met, step.encounter.failed]).toEqual([false, false]);
    expect(step.kind === 'continue' && getCard(id('Data'))(step.game).stopped).toBe(true);
    expect(step.kind === 'continue' && cardsIn({ kind: 'discard', player: 'p1' })(step.game)).toEqual([]);
  });

  it('should run the otherwise effects when the condition does not hold (Rulebook "Dilemmas")', () => {
    // Arrange
    const { game, encounter } = planet(['Worf', 'Tasha Yar']);
    // Act
    const step = run([androidOrElse], encounter, game);
    // Assert
    expect(step.kind === 'continue' && step.encounter.failed).toBe(false);
    expect(step.kind === 'continue' && cardsIn({ kind: 'discard', player: 'p1' })(step.game)).toHaveLength(1);
  });
});

// Helpers

const android = characteristic('Android');

const androidOrElse = ifElse(
  atLeast(1, android),
  [select('androids', everyone, { filter: android }), stop('androids')],
  [select('v', random(1)), kill('v')],
);
