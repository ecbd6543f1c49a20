// Chula: The Lights (bog/chulathelights), [S/P] dilemma:
// "Crew or Away Team member with total attributes closest to 22 (your choice if tie) returns to hand. To get past
// requires CUNNING>24 remaining."
import { cardsIn, getCard } from '../../../domain/core/game-state';
import { scenario } from '../../../domain/game/scenario';
import { onPlanet, runAttempt } from '../attempt-test-support';

describe('chulaTheLights', () => {
  it('should return the member closest to 22 to hand, then be got past with CUNNING>24 left (Rulebook "Dilemmas")', () => {
    // Arrange
    const s = planet(['Data', 'Baran', 'Devinoni Ral', 'Worf', 'Deanna Troi']).build();
    // Act
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')));
    // Assert
    expect(getCard(s.id('Worf'))(run.game).zone).toEqual({ kind: 'hand', player: 'p1' });
    expect(cardsIn({ kind: 'outOfPlay', player: 'p2' })(run.game)).toEqual([s.id('Chula: The Lights')]);
  });

  it('should be reseeded, not removed, when the CUNNING left is 24 or less (Rulebook "Dilemmas")', () => {
    // Arrange
    const s = planet(['Data', 'Worf', 'Deanna Troi']).build();
    const location = s.id('Excavation');
    // Act
    const run = runAttempt(s.game, onPlanet('p1', location));
    // Assert
    expect(getCard(s.id('Worf'))(run.game).zone.kind).toBe('hand');
    expect(cardsIn({ kind: 'underMission', location })(run.game)).toEqual([s.id('Chula: The Lights')]);
  });
});

// Helpers

const planet = (team: ReadonlyArray<string>) =>
  scenario()
    .mission('p1', 'Excavation')
    .seed('Excavation', 'p2', [{ title: 'Chula: The Lights', blueprint: 'bog/chulathelights' }])
    .surface('Excavation', 'p1', team);
