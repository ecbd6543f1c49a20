// Hunter Gangs (au/huntergangs), [P] dilemma:
// "Two Away Team members (random selection) are chased. Examine cards separately. Personnel escapes if CUNNING even,
// killed if odd. Discard dilemma."
import { cardsIn, getCard } from '../../../domain/core/game-state';
import { scenario } from '../../../domain/game/scenario';
import { onPlanet, runAttempt } from '../attempt-test-support';

describe('hunterGangs', () => {
  it('should kill the chased member of odd CUNNING and let the even one escape, then be discarded', () => {
    // Arrange: of two, both are chased; Troi is CUNNING 7, Geordi La Forge 8
    const s = excavation(['Deanna Troi', 'Geordi La Forge']);
    const location = s.id('Excavation');
    // Act
    const run = runAttempt(s.game, onPlanet('p1', location));
    // Assert
    expect(getCard(s.id('Deanna Troi'))(run.game).zone).toEqual({ kind: 'discard', player: 'p1' });
    expect(getCard(s.id('Geordi La Forge'))(run.game).zone.kind).toBe('planetSurface');
    expect(cardsIn({ kind: 'underMission', location })(run.game)).toEqual([]);
  });

  it('should chase only two (random selection): of three of odd CUNNING, two die', () => {
    // Arrange: Troi 7, Tasha Yar 7, Riker 7
    const s = excavation(['Deanna Troi', 'Tasha Yar', 'William T. Riker']);
    // Act
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')));
    // Assert
    expect(cardsIn({ kind: 'discard', player: 'p1' })(run.game)).toHaveLength(2);
  });

  it('should kill no one when both chased have even CUNNING (Rulebook "Dilemmas")', () => {
    // Arrange: Geordi La Forge 8, Data 12
    const s = excavation(['Geordi La Forge', 'Data']);
    // Act
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')));
    // Assert
    expect(cardsIn({ kind: 'discard', player: 'p1' })(run.game)).toEqual([]);
  });
});

// Helpers

const excavation = (team: ReadonlyArray<string>) =>
  scenario()
    .mission('p1', 'Excavation')
    .seed('Excavation', 'p2', ['Hunter Gangs'])
    .surface('Excavation', 'p1', team)
    .build();
