import { scenario } from '../game/scenario';
import { interruptAt, interruptedAt, isResumingAt, resume } from './turn-step';

describe('interruptAt', () => {
  it('should mark the step a window interrupted, where the turn goes on (Rulebook "Playing \'At Any Time\'")', () => {
    // Arrange
    const { game } = scenario({ phase: 'play' }).build();
    // Act
    const interrupted = interruptAt('cardDrawn')(game);
    // Assert
    expect(interrupted.resumeAt).toBe('cardDrawn');
    expect([isResumingAt('cardDrawn')(interrupted), isResumingAt('playingCards')(interrupted)]).toEqual([
      true,
      false,
    ]);
  });

  it('should leave the game the same object when the step is already marked', () => {
    // Arrange
    const marked = interruptAt('endingTurn')(scenario({ phase: 'play' }).build().game);
    // Act
    const again = interruptAt('endingTurn')(marked);
    // Assert
    expect(again).toBe(marked);
  });
});

describe('interruptedAt', () => {
  it('should give the step marked, else the active player\'s actions (Rulebook "Playing the Game")', () => {
    // Arrange
    const { game } = scenario({ phase: 'play' }).build();
    // Act
    const steps = [interruptedAt(interruptAt('startOfTurn')(game)), interruptedAt(game)];
    // Assert
    expect(steps).toEqual(['startOfTurn', 'playingCards']);
  });
});

describe('resume', () => {
  it('should clear the mark once the turn goes on, leaving no trace in the state', () => {
    // Arrange
    const { game } = scenario({ phase: 'play' }).build();
    const marked = interruptAt('endOfTurn')(game);
    // Act
    const resumed = resume(marked);
    // Assert
    expect('resumeAt' in resumed).toBe(false);
    expect(resumed).toEqual(game);
    expect(resume(game)).toBe(game);
  });
});
