import {
  above,
  hasSkill,
  kill,
  random,
  requires,
  select,
  skill,
  toGetPast,
  unless,
  unlessPaid,
} from '../../cards/language/build-dilemmas';
import { cardsIn } from '../core/game-state';
import { planet } from './encounter-test-support';
import { run } from './registry';

describe('unless', () => {
  it('should skip the effects and mark a requirement met when the condition holds (Rulebook "Dilemmas")', () => {
    // Arrange
    const { game, encounter } = planet(['Data', 'Worf']);
    // Act
    const step = run(
      [unless(requires(above('STRENGTH', 20)), [select('v', random(1)), kill('v')])],
      encounter,
      game,
    );
    // Assert
    expect(step.kind === 'continue' && [step.encounter.met, step.encounter.failed]).toEqual([true, false]);
  });

  it('should run the effects and fail the dilemma when the condition does not hold (Rulebook "Dilemmas")', () => {
    // Arrange
    const { game, encounter } = planet(['Data', 'Worf']);
    // Act
    const step = run(
      [unless(requires(skill('MEDICAL')), [select('v', random(1)), kill('v')])],
      encounter,
      game,
    );
    // Assert
    expect(step.kind === 'continue' && step.encounter.failed).toBe(true);
    expect(step.kind === 'continue' && cardsIn({ kind: 'discard', player: 'p1' })(step.game)).toHaveLength(1);
  });

  it('should take the payment instead when it can be made (Rulebook "Dilemmas")', () => {
    // Arrange
    const { game, encounter, id } = planet(['Beverly Crusher', 'Worf']);
    // Act
    const step = run(
      [
        unlessPaid({ discard: hasSkill('MEDICAL'), from: { kind: 'team' } }, [
          select('v', random(1)),
          kill('v'),
        ]),
      ],
      encounter,
      game,
    );
    // Assert
    expect(step.kind === 'continue' && cardsIn({ kind: 'discard', player: 'p1' })(step.game)).toEqual([
      id('Beverly Crusher'),
    ]);
    expect(step.kind === 'continue' && step.encounter.failed).toBe(false);
  });
});

describe('toGetPast', () => {
  it('should fail the dilemma without any effect when unmet (Rulebook "Dilemmas")', () => {
    // Arrange
    const { game, encounter } = planet(['Worf']);
    // Act
    const step = run([toGetPast(requires(skill('Computer Skill')))], encounter, game);
    // Assert
    expect(step.kind === 'continue' && [step.encounter.failed, step.game]).toEqual([true, game]);
  });
});
