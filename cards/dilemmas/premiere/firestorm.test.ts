// Firestorm (premiere/Firestorm), [P] dilemma:
// "Kills all Away Team members with INTEGRITY<5 unless {thermal deflectors} present (but Away Team may escape using
// {Emergency Transporter Armbands}). Discard dilemma."
import { cardsIn, getCard } from '../../../domain/core/game-state';
import { scenario } from '../../../domain/game/scenario';
import { onPlanet, runAttempt } from '../attempt-test-support';

describe('firestorm', () => {
  it('should kill the members with INTEGRITY<5 and fail the attempt (Rulebook "Dilemmas")', () => {
    // Arrange
    const s = planet(['Baran', 'Deanna Troi', 'Data']).build();
    // Act
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')));
    // Assert
    expect(cardsIn({ kind: 'discard', player: 'p1' })(run.game)).toEqual([s.id('Baran')]);
    expect(getCard(s.id('Data'))(run.game).stopped).toBe(true);
  });

  it('should be discarded with nobody of INTEGRITY<5, nobody stopped (Rulings "dilemmas – resolution – targets")', () => {
    // Arrange
    const s = planet(['Deanna Troi', 'Data', 'Jean-Luc Picard']).build();
    // Act
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')));
    // Assert
    expect(cardsIn({ kind: 'outOfPlay', player: 'p2' })(run.game)).toEqual([s.id('Firestorm')]);
    expect(getCard(s.id('Data'))(run.game).stopped).toBe(false);
  });
});

// Helpers

const planet = (team: ReadonlyArray<string>) =>
  scenario()
    .mission('p1', 'Excavation')
    .seed('Excavation', 'p2', ['Firestorm'])
    .surface('Excavation', 'p1', team);
