// Barclay's Protomorphosis Disease (premiere/barclaysprotomorphosisdise), [S/P] dilemma, 10 bonus points:
// "Entire crew or Away Team (except androids) de-evolves (dies) unless MEDICAL, SCIENCE and SECURITY present.
// Discard dilemma."
import { cardsIn, getCard } from '../../../domain/core/game-state';
import { scenario } from '../../../domain/game/scenario';
import { onPlanet, runAttempt } from '../attempt-test-support';

describe('barclaysProtomorphosisDisease', () => {
  it('should score its 10 bonus points when overcome with MEDICAL, SCIENCE and SECURITY (Rulebook "Dilemmas")', () => {
    // Arrange
    const s = planet(['Beverly Crusher', 'Mendon', 'Tasha Yar']).build();
    // Act
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')));
    // Assert
    expect(cardsIn({ kind: 'pointArea', player: 'p1' })(run.game)).toEqual([
      s.id("Barclay's Protomorphosis Disease"),
    ]);
    expect(run.game.players[0].score).toBe(10);
  });

  it('should kill all but the androids, go out of play and score nothing when failed (Rulebook "Dilemmas" example)', () => {
    // Arrange
    const s = planet(['Data', 'Deanna Troi', 'Mendon']).build();
    // Act
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')));
    // Assert
    expect(cardsIn({ kind: 'discard', player: 'p1' })(run.game)).toEqual([
      s.id('Mendon'),
      s.id('Deanna Troi'),
    ]);
    expect(getCard(s.id('Data'))(run.game).stopped).toBe(true);
    expect(cardsIn({ kind: 'outOfPlay', player: 'p2' })(run.game)).toEqual([
      s.id("Barclay's Protomorphosis Disease"),
    ]);
    expect(run.game.players[0].score).toBe(0);
  });

  it('should be discarded without stopping an all-android team: no target (Rulings "dilemmas – resolution – targets")', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Investigate Time Continuum')
      .seed('Investigate Time Continuum', 'p2', ["Barclay's Protomorphosis Disease"])
      .surface('Investigate Time Continuum', 'p1', ['Data'])
      .build();
    // Act
    const run = runAttempt(s.game, onPlanet('p1', s.id('Investigate Time Continuum')));
    // Assert
    expect(cardsIn({ kind: 'outOfPlay', player: 'p2' })(run.game)).toEqual([
      s.id("Barclay's Protomorphosis Disease"),
    ]);
    expect(getCard(s.id('Data'))(run.game).stopped).toBe(false);
    expect([run.report?.outcome, run.game.players[0].score]).toEqual(['solved', 35]);
  });
});

// Helpers

const planet = (team: ReadonlyArray<string>) =>
  scenario()
    .mission('p1', 'Excavation')
    .seed('Excavation', 'p2', ["Barclay's Protomorphosis Disease"])
    .surface('Excavation', 'p1', team);
