// Don't Call Me Ahab (fc/dontcallmeahab), [S/P] dilemma:
// "Stops one OFFICER with INTEGRITY>6 AND any number of /Ent-E personnel present (opponent's choice)."
import { getCard } from '../../../domain/core/game-state';
import { scenario } from '../../../domain/game/scenario';
import { onPlanet, runAttempt } from '../attempt-test-support';

describe('dontCallMeAhab', () => {
  it('should ask the opponent for one OFFICER with INTEGRITY>6, then for any number of [Ent-E] personnel', () => {
    // Arrange: OFFICERs Picard (INTEGRITY 9), Riker (8), Troi (First Contact) (8); Giusti is INTEGRITY 7 too
    const s = excavation();
    // Act
    const first = runAttempt(s.game, onPlanet('p1', s.id('Excavation')));
    const second = runAttempt(s.game, onPlanet('p1', s.id('Excavation')), [
      { type: 'attempt.choose', player: 'p2', cards: [s.id('Jean-Luc Picard')] },
    ]);
    // Assert
    expect(first.game.attempt?.awaiting).toMatchObject({ player: 'p2', count: 1 });
    expect(second.game.attempt?.awaiting).toMatchObject({
      player: 'p2',
      count: 0,
      most: 2,
      options: [s.id('Deanna Troi (First Contact)'), s.id('Beverly Crusher (First Contact)')],
    });
  });

  it('should stop the OFFICER and the [Ent-E] personnel the opponent names, the others going on', () => {
    // Arrange
    const s = excavation();
    // Act
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')), [
      { type: 'attempt.choose', player: 'p2', cards: [s.id('Jean-Luc Picard')] },
      { type: 'attempt.choose', player: 'p2', cards: [s.id('Beverly Crusher (First Contact)')] },
    ]);
    // Assert
    const stopped = (title: string) => getCard(s.id(title))(run.game).stopped;
    expect(['Jean-Luc Picard', 'Beverly Crusher (First Contact)'].map(stopped)).toEqual([true, true]);
    expect(run.report?.team).toEqual(
      expect.arrayContaining([s.id('William T. Riker'), s.id('Deanna Troi (First Contact)'), s.id('Giusti')]),
    );
  });

  it('should let the opponent name no [Ent-E] personnel at all ("any number")', () => {
    // Arrange
    const s = excavation();
    // Act
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')), [
      { type: 'attempt.choose', player: 'p2', cards: [s.id('William T. Riker')] },
      { type: 'attempt.choose', player: 'p2', cards: [] },
    ]);
    // Assert
    expect(run.report?.team).not.toContain(s.id('William T. Riker'));
    expect(run.report?.team).toHaveLength(4);
  });
});

// Helpers

const excavation = () =>
  scenario()
    .mission('p1', 'Excavation')
    .seed('Excavation', 'p2', ["Don't Call Me Ahab"])
    .surface('Excavation', 'p1', [
      'Jean-Luc Picard',
      'William T. Riker',
      'Deanna Troi (First Contact)',
      'Beverly Crusher (First Contact)',
      'Giusti',
    ])
    .build();
