// Blended (fc/blended), [P] dilemma:
// "To get past requires Empathy, Diplomacy, {Morn} or {any Scotty}. All such personnel are "stopped," but if two or
// more present, one must continue (random selection)."
import { cardsIn, getCard } from '../../../domain/core/game-state';
import { scenario } from '../../../domain/game/scenario';
import { onPlanet, runAttempt } from '../attempt-test-support';

describe('blended', () => {
  it('should stop all but one (random selection) of the personnel with Empathy or Diplomacy when two or more are present', () => {
    // Arrange: Troi (Empathy, Diplomacy), Picard and Worf (Diplomacy); Geordi La Forge has neither
    const s = excavation(['Deanna Troi', 'Jean-Luc Picard', 'Worf', 'Geordi La Forge']);
    const location = s.id('Excavation');
    // Act
    const run = runAttempt(s.game, onPlanet('p1', location));
    // Assert
    const stopped = ['Deanna Troi', 'Jean-Luc Picard', 'Worf'].filter(
      (title) => getCard(s.id(title))(run.game).stopped,
    );
    expect(stopped).toHaveLength(2);
    expect(run.report?.team).toContain(s.id('Geordi La Forge'));
    expect(cardsIn({ kind: 'underMission', location })(run.game)).toEqual([]);
  });

  it('should stop the only personnel with Diplomacy, the others continuing (Rulebook "Dilemmas")', () => {
    // Arrange
    const s = excavation(['Jean-Luc Picard', 'Geordi La Forge', 'Data']);
    // Act
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')));
    // Assert
    expect(run.report?.team).not.toContain(s.id('Jean-Luc Picard'));
    expect(run.report?.team).toEqual(expect.arrayContaining([s.id('Geordi La Forge'), s.id('Data')]));
  });

  it('should stop an Away Team with no Empathy, Diplomacy, Morn or Scotty and be reseeded (Rulebook "Dilemmas")', () => {
    // Arrange
    const s = excavation(['Geordi La Forge', 'Data']);
    const location = s.id('Excavation');
    // Act
    const run = runAttempt(s.game, onPlanet('p1', location));
    // Assert
    expect(run.report?.outcome).toBe('failed');
    expect(cardsIn({ kind: 'underMission', location })(run.game)).toEqual([s.id('Blended')]);
  });
});

// Helpers

const excavation = (team: ReadonlyArray<string>) =>
  scenario()
    .mission('p1', 'Excavation')
    .seed('Excavation', 'p2', ['Blended'])
    .surface('Excavation', 'p1', team)
    .build();
