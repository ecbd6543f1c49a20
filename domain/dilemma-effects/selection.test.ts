import {
  anyNumberChosenBy,
  characteristic,
  highest,
  random,
  select,
  target,
} from '../../cards/language/build-dilemmas';
import { planet } from './encounter-test-support';
import { run } from './registry';

describe('select', () => {
  it('should pick half of the pool, rounded down, at random (Rulebook 12.14 "Random selection")', () => {
    // Arrange
    const { game, encounter } = planet(['Data', 'Deanna Troi', 'Baran', 'Worf', 'Mendon']);
    // Act
    const step = run([select('half', random('half'))], encounter, game);
    // Assert
    expect(step.kind === 'continue' && step.encounter.selections.half?.length).toBe(2);
    expect(step.kind === 'continue' && step.game.random).not.toEqual(game.random);
  });

  it('should pick all but one of the pool at random (Blended: "one must continue (random selection)")', () => {
    // Arrange
    const { game, encounter } = planet(['Data', 'Deanna Troi', 'Baran']);
    // Act
    const many = run([select('stopped', random({ allBut: 1 }))], encounter, game);
    const one = run(
      [select('stopped', random({ allBut: 1 }))],
      planet(['Data']).encounter,
      planet(['Data']).game,
    );
    // Assert
    expect(many.kind === 'continue' && many.encounter.selections.stopped?.length).toBe(2);
    expect(one.kind === 'continue' && one.encounter.selections.stopped).toEqual([]);
  });

  it('should let the chooser name any number of the pool, none included ("any number … (opponent\'s choice)")', () => {
    // Arrange
    const { game, encounter, id } = planet(['Data', 'Deanna Troi']);
    // Act
    const asked = run([select('some', anyNumberChosenBy('opponent'))], encounter, game);
    const none = run([select('some', anyNumberChosenBy('opponent'))], { ...encounter, answers: [[]] }, game);
    // Assert
    expect(asked).toEqual({
      kind: 'await',
      choice: {
        kind: 'cards',
        player: 'p2',
        dilemma: 'x',
        options: [id('Data'), id('Deanna Troi')],
        count: 0,
        most: 2,
      },
    });
    expect(none.kind === 'continue' && none.encounter.selections.some).toEqual([]);
  });

  it('should take the highest without asking when there is no tie (Rulebook "Dilemmas")', () => {
    // Arrange
    const { game, encounter, id } = planet(['Data', 'Deanna Troi']);
    // Act
    const step = run([select('top', highest('total', 1, 'opponent'))], encounter, game);
    // Assert
    expect(step.kind === 'continue' && step.encounter.selections.top).toEqual([id('Data')]);
  });

  it("should ask the encountering player's opponent to break a tie (Rulebook 12.5 Ties)", () => {
    // Arrange
    const { game, encounter, id } = planet(['Giusti', 'Shelby', 'Mendon']);
    // Act
    const step = run([select('top', highest('total', 1, 'opponent'))], encounter, game);
    // Assert
    expect(step).toEqual({
      kind: 'await',
      choice: { kind: 'cards', player: 'p2', dilemma: 'x', options: [id('Giusti'), id('Shelby')], count: 1 },
    });
  });

  it('should use the answer given to a choice (Rulebook 12.5 Ties)', () => {
    // Arrange
    const { game, encounter, id } = planet(['Giusti', 'Shelby', 'Mendon']);
    const answered = { ...encounter, answers: [[id('Shelby')]] };
    // Act
    const step = run([select('top', highest('total', 1, 'opponent'))], answered, game);
    // Assert
    expect(step.kind === 'continue' && step.encounter.selections.top).toEqual([id('Shelby')]);
  });
});

describe('target', () => {
  it('should halt the dilemma as targetless with no such card present (Rulings "dilemmas – resolution – targets")', () => {
    // Arrange
    const { game, encounter } = planet(['Data', 'Baran']);
    // Act
    const step = run([target(characteristic('Female')), select('all', random(1))], encounter, game);
    // Assert
    expect(step.kind === 'continue' && [step.encounter.halted, step.encounter.selections]).toEqual([
      'targetless',
      {},
    ]);
  });
});
