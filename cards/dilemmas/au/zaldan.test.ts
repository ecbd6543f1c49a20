// Zaldan (au/Zaldan), [P] dilemma:
// "Unless 2 Treachery OR a {disruptor} OR {Wesley Crusher} OR Exobiology present, kills two Away Team members who have
// Diplomacy (random selection)."
import { cardsIn, getCard } from '../../../domain/core/game-state';
import { scenario } from '../../../domain/game/scenario';
import { onPlanet, runAttempt } from '../attempt-test-support';

describe('zaldan', () => {
  it('should kill two of the Away Team members who have Diplomacy, at random, and be reseeded (Rulebook "Dilemmas")', () => {
    // Arrange: Picard, Troi and Worf have Diplomacy; Geordi La Forge has none
    const s = excavation(['Jean-Luc Picard', 'Deanna Troi', 'Worf', 'Geordi La Forge']);
    const location = s.id('Excavation');
    // Act
    const run = runAttempt(s.game, onPlanet('p1', location));
    // Assert
    const dead = ['Jean-Luc Picard', 'Deanna Troi', 'Worf'].filter(
      (title) => getCard(s.id(title))(run.game).zone.kind === 'discard',
    );
    expect(dead).toHaveLength(2);
    expect(getCard(s.id('Geordi La Forge'))(run.game).zone.kind).toBe('planetSurface');
    expect(run.report?.outcome).toBe('failed');
    expect(cardsIn({ kind: 'underMission', location })(run.game)).toEqual([s.id('Zaldan')]);
  });

  it('should kill no one when a {disruptor} is present with the Away Team (Rulebook "Characteristics")', () => {
    // Arrange
    const s = excavation(['Jean-Luc Picard', 'Geordi La Forge', 'Klingon Disruptor']);
    const location = s.id('Excavation');
    // Act
    const run = runAttempt(s.game, onPlanet('p1', location));
    // Assert
    expect(getCard(s.id('Jean-Luc Picard'))(run.game).zone.kind).toBe('planetSurface');
    expect(run.report?.outcome).not.toBe('failed');
    expect(cardsIn({ kind: 'underMission', location })(run.game)).toEqual([]);
  });

  it('should kill no one when Exobiology is present (Rulebook "Dilemmas")', () => {
    // Arrange
    const s = excavation(['Jean-Luc Picard', 'Beverly Crusher']);
    // Act
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')));
    // Assert
    expect(getCard(s.id('Jean-Luc Picard'))(run.game).zone.kind).toBe('planetSurface');
    expect(run.report?.outcome).not.toBe('failed');
  });

  it('should be discarded with nobody stopped when no one has Diplomacy (Rulings "dilemmas – resolution – targets")', () => {
    // Arrange
    const s = excavation(['Geordi La Forge', 'Mendon']);
    const location = s.id('Excavation');
    // Act
    const run = runAttempt(s.game, onPlanet('p1', location));
    // Assert
    expect(getCard(s.id('Geordi La Forge'))(run.game).stopped).toBe(false);
    expect(cardsIn({ kind: 'underMission', location })(run.game)).toEqual([]);
  });
});

// Helpers

const excavation = (team: ReadonlyArray<string>) =>
  scenario()
    .mission('p1', 'Excavation')
    .seed('Excavation', 'p2', ['Zaldan'])
    .surface('Excavation', 'p1', team)
    .build();
