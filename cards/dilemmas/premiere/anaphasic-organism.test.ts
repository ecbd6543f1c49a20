// Anaphasic Organism (premiere/anaphasicorganism), [P] dilemma:
// "If Female(s) in Away Team, the one with highest total attribute numbers resigns (is discarded), unless SECURITY
// and MEDICAL present. Discard dilemma."
import { cardsIn, getCard } from '../../../domain/core/game-state';
import { scenario } from '../../../domain/game/scenario';
import { onPlanet, runAttempt } from '../attempt-test-support';

describe('anaphasicOrganism', () => {
  it('should discard the female with the highest total attributes unless SECURITY and MEDICAL (Rulebook "Dilemmas")', () => {
    // Arrange
    const s = planet(['Jean-Luc Picard', 'Deanna Troi', 'Beverly Crusher']).build();
    // Act
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')));
    // Assert
    expect(cardsIn({ kind: 'discard', player: 'p1' })(run.game)).toEqual([s.id('Beverly Crusher')]);
    expect(run.report?.outcome).toBe('failed');
  });

  it('should be discarded with no female present, nobody stopped (Rulings "dilemmas – resolution – targets")', () => {
    // Arrange
    const s = planet(['Jean-Luc Picard', 'Data']).build();
    // Act
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')));
    // Assert
    expect(cardsIn({ kind: 'outOfPlay', player: 'p2' })(run.game)).toEqual([s.id('Anaphasic Organism')]);
    expect(getCard(s.id('Data'))(run.game).stopped).toBe(false);
    expect(run.report?.outcome).toBe('solved');
  });
});

// Helpers

const planet = (team: ReadonlyArray<string>) =>
  scenario()
    .mission('p1', 'Excavation')
    .seed('Excavation', 'p2', ['Anaphasic Organism'])
    .surface('Excavation', 'p1', team);
