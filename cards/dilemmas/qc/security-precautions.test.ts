// Security Precautions (qc/securityprecautions), [P] dilemma:
// "To get past, Away Team must have {Jenice Manheim} OR android OR {phaser} OR {disruptor} OR 3 SECURITY."
import { cardsIn } from '../../../domain/core/game-state';
import { scenario } from '../../../domain/game/scenario';
import { onPlanet, runAttempt } from '../attempt-test-support';

describe('securityPrecautions', () => {
  it('should let an Away Team with a {phaser} through (Rulebook "Characteristics")', () => {
    // Arrange
    const s = excavation(['Jean-Luc Picard', 'Starfleet Type II Phaser']);
    const location = s.id('Excavation');
    // Act
    const run = runAttempt(s.game, onPlanet('p1', location));
    // Assert
    expect(run.report?.outcome).not.toBe('failed');
    expect(cardsIn({ kind: 'underMission', location })(run.game)).toEqual([]);
  });

  it('should let an Away Team with an android through (Rulebook "Characteristics")', () => {
    // Arrange
    const s = excavation(['Jean-Luc Picard', 'Data']);
    // Act
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')));
    // Assert
    expect(run.report?.outcome).not.toBe('failed');
  });

  it('should stop an Away Team with only 2 SECURITY and no weapon, and be reseeded (Rulebook "Dilemmas")', () => {
    // Arrange: Worf and Tasha Yar are 2 SECURITY
    const s = excavation(['Worf', 'Tasha Yar', 'Jean-Luc Picard']);
    const location = s.id('Excavation');
    // Act
    const run = runAttempt(s.game, onPlanet('p1', location));
    // Assert
    expect(run.report?.outcome).toBe('failed');
    expect(cardsIn({ kind: 'underMission', location })(run.game)).toEqual([s.id('Security Precautions')]);
  });
});

// Helpers

const excavation = (team: ReadonlyArray<string>) =>
  scenario()
    .mission('p1', 'Excavation')
    .seed('Excavation', 'p2', ['Security Precautions'])
    .surface('Excavation', 'p1', team)
    .build();
