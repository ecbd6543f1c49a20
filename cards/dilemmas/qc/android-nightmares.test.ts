// Android Nightmares (qc/androidnightmares), [S/P] dilemma:
// "If android present, one non-android personnel (random selection) killed (three if {Interphasic Plasma Creatures}
// affecting you) unless Empathy OR {Dr. Soong} present."
// An [AU] card: seeded where a card in play allows it (Rulebook "Seed Phases"), here p2's Slingshot Effect.
import { cardsIn, type GameState } from '../../../domain/core/game-state';
import { scenario } from '../../../domain/game/scenario';
import { onPlanet, runAttempt } from '../attempt-test-support';

describe('androidNightmares', () => {
  it('should kill one non-android personnel at random when an android is present, and be reseeded (Rulebook "Dilemmas")', () => {
    // Arrange
    const s = excavation(['Data', 'Worf', 'Tasha Yar']);
    const location = s.id('Excavation');
    // Act
    const run = runAttempt(s.game, onPlanet('p1', location));
    // Assert
    const dead = killed(run.game);
    expect(dead).toHaveLength(1);
    expect([s.id('Worf'), s.id('Tasha Yar')]).toContain(dead[0]);
    expect(run.report?.outcome).toBe('failed');
    expect(cardsIn({ kind: 'underMission', location })(run.game)).toEqual([s.id('Android Nightmares')]);
  });

  it('should kill no one when Empathy is present (Rulebook "Dilemmas")', () => {
    // Arrange
    const s = excavation(['Data', 'Worf', 'Deanna Troi', 'Jean-Luc Picard']);
    // Act
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')));
    // Assert
    expect(killed(run.game)).toEqual([]);
    expect(run.report?.outcome).toBe('solved');
  });

  it('should do nothing when no android is present ("If android present")', () => {
    // Arrange
    const s = excavation(['Worf', 'Tasha Yar', 'Jean-Luc Picard']);
    // Act
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')));
    // Assert
    expect(killed(run.game)).toEqual([]);
    expect(run.report?.outcome).toBe('solved');
  });
});

// Helpers

const excavation = (team: ReadonlyArray<string>) =>
  scenario()
    .mission('p1', 'Excavation')
    .table('p2', ['Slingshot Effect'])
    .seed('Excavation', 'p2', ['Android Nightmares'])
    .surface('Excavation', 'p1', team)
    .build();

const killed = (game: GameState) => cardsIn({ kind: 'discard', player: 'p1' })(game);
