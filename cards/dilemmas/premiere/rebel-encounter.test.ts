// Rebel Encounter (premiere/rebelencounter), [P] dilemma:
// "Kills one Away Team member (random selection) unless STRENGTH>44 OR you bribe rebels first by discarding an
// Equipment card, if present. Discard dilemma."
import { cardsIn } from '../../../domain/core/game-state';
import { scenario } from '../../../domain/game/scenario';
import { onPlanet, runAttempt } from '../attempt-test-support';

describe('rebelEncounter', () => {
  it('should take an Equipment card present as a bribe instead of a life (Rulebook "Dilemmas")', () => {
    // Arrange
    const s = planet(['Deanna Troi', 'Baran', 'Tricorder']).build();
    // Act
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')));
    // Assert
    expect(cardsIn({ kind: 'discard', player: 'p1' })(run.game)).toEqual([s.id('Tricorder')]);
    expect(run.report?.outcome).toBe('solved');
  });

  it('should kill one member at random without STRENGTH>44 or a bribe (Rulebook "Dilemmas")', () => {
    // Arrange
    const s = planet(['Deanna Troi', 'Baran']).build();
    // Act
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')));
    // Assert
    expect(cardsIn({ kind: 'discard', player: 'p1' })(run.game)).toHaveLength(1);
    expect(run.report?.outcome).toBe('failed');
  });
});

// Helpers

const planet = (cards: ReadonlyArray<string>) =>
  scenario()
    .mission('p1', 'Excavation')
    .seed('Excavation', 'p2', ['Rebel Encounter'])
    .surface('Excavation', 'p1', cards);
