// Ferengi Attack (au/ferengiattack), [P] dilemma:
// "Kills one Away Team member (opponent's choice) unless total CUNNING + STRENGTH>68 OR Greed present. Discard
// dilemma."
import { cardsIn, getCard } from '../../../domain/core/game-state';
import { scenario } from '../../../domain/game/scenario';
import { onPlanet, runAttempt } from '../attempt-test-support';

describe('ferengiAttack', () => {
  it("should kill the member of the opponent's choice when CUNNING + STRENGTH is exactly 68, and be discarded", () => {
    // Arrange: Picard 8 + 6, Data 12 + 12, Worf 6 + 10, Riker 7 + 7 = 68, not more
    const s = excavation(['Jean-Luc Picard', 'Data', 'Worf', 'William T. Riker']);
    const location = s.id('Excavation');
    // Act
    const waiting = runAttempt(s.game, onPlanet('p1', location));
    const run = runAttempt(s.game, onPlanet('p1', location), [
      { type: 'attempt.choose', player: 'p2', cards: [s.id('Data')] },
    ]);
    // Assert
    expect(waiting.report).toBeNull();
    expect(getCard(s.id('Data'))(run.game).zone).toEqual({ kind: 'discard', player: 'p1' });
    expect(run.report?.outcome).toBe('failed');
    expect(cardsIn({ kind: 'underMission', location })(run.game)).toEqual([]);
  });

  it('should kill no one when CUNNING + STRENGTH is more than 68 (Rulebook "Dilemmas")', () => {
    // Arrange: 68 and Tasha Yar's 7 + 8
    const s = excavation(['Jean-Luc Picard', 'Data', 'Worf', 'William T. Riker', 'Tasha Yar']);
    // Act
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')));
    // Assert
    expect(run.report?.events.some((e) => e.text.includes('killed'))).toBe(false);
    expect(cardsIn({ kind: 'discard', player: 'p1' })(run.game)).toEqual([]);
  });

  it('should kill no one when Greed is present (Rulebook "Dilemmas")', () => {
    // Arrange: Lisa Azar has Greed
    const s = excavation(['Jean-Luc Picard', 'Lisa Azar']);
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
    .seed('Excavation', 'p2', ['Ferengi Attack'])
    .surface('Excavation', 'p1', team)
    .build();
