// Archer (premiere/archer), [P] dilemma:
// "Away Team member with highest total attribute numbers is shot and dies unless SECURITY and MEDICAL present.
// Discard dilemma."
import { getCard } from '../../../domain/core/game-state';
import { scenario } from '../../../domain/game/scenario';
import { onPlanet, runAttempt } from '../attempt-test-support';

describe('archer', () => {
  it('should shoot the member with the highest total attributes (Rulebook "Dilemmas")', () => {
    // Arrange
    const s = planet(['Data', 'Deanna Troi']).build();
    // Act
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')));
    // Assert
    expect(getCard(s.id('Data'))(run.game).zone.kind).toBe('discard');
    expect(getCard(s.id('Deanna Troi'))(run.game).stopped).toBe(true);
  });

  it("should let the encountering player's opponent break a tie for the highest (Rulebook 12.5 Ties)", () => {
    // Arrange
    const s = planet(['Giusti', 'Shelby']).build();
    const request = onPlanet('p1', s.id('Excavation'));
    // Act
    const waiting = runAttempt(s.game, request);
    const run = runAttempt(s.game, request, [
      { type: 'attempt.choose', player: 'p2', cards: [s.id('Shelby')] },
    ]);
    // Assert
    expect(waiting.game.pending).toEqual({ player: 'p2', decision: 'attempt.choose' });
    expect(getCard(s.id('Shelby'))(run.game).zone.kind).toBe('discard');
    expect(getCard(s.id('Giusti'))(run.game).zone.kind).toBe('planetSurface');
  });

  it('should be overcome with SECURITY and MEDICAL present (Rulebook "Dilemmas")', () => {
    // Arrange
    const s = planet(['Data', 'Tasha Yar', 'Beverly Crusher']).build();
    // Act
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')));
    // Assert
    expect(getCard(s.id('Data'))(run.game).zone.kind).toBe('planetSurface');
  });
});

// Helpers

const planet = (team: ReadonlyArray<string>) =>
  scenario()
    .mission('p1', 'Excavation')
    .seed('Excavation', 'p2', ['Archer'])
    .surface('Excavation', 'p1', team);
