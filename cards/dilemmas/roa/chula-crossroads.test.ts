// Chula: Crossroads (roa/chulacrossroads), [S/P] dilemma:
// "Immediately probe (then draw probe card): [Ref], [Bar], [GQ], [Fer]: "Stops" two personnel (your choice).
// Otherwise, "Stops" one personnel (opponent's choice)."
import { cardsIn } from '../../../domain/core/game-state';
import { scenario } from '../../../domain/game/scenario';
import { type AttemptRun, onPlanet, runAttempt } from '../attempt-test-support';

describe('chulaCrossroads', () => {
  it('should stop two personnel of the encountering player\'s choice when the probe card shows [Fer] (Rulebook "Probing")', () => {
    // Arrange
    const s = awayTeam('Quark').build();
    // Act
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')), [
      { type: 'attempt.choose', player: 'p1', cards: [s.id('Worf'), s.id('Deanna Troi')] },
    ]);
    // Assert
    expect(stopped(run)).toEqual([s.id('Worf'), s.id('Deanna Troi')]);
    expect(cardsIn({ kind: 'hand', player: 'p1' })(run.game)).toEqual([s.id('Quark')]);
  });

  it('should stop one personnel of the opponent\'s choice otherwise, the probe card drawn (Rulebook "Probing")', () => {
    // Arrange
    const s = awayTeam('Tasha Yar').build();
    // Act
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')), [
      { type: 'attempt.choose', player: 'p2', cards: [s.id('Data')] },
    ]);
    // Assert
    expect(stopped(run)).toEqual([s.id('Data')]);
    expect(cardsIn({ kind: 'hand', player: 'p1' })(run.game)).toEqual([s.id('Tasha Yar')]);
  });
});

// Helpers

const awayTeam = (probeCard: string) =>
  scenario()
    .mission('p1', 'Excavation')
    .seed('Excavation', 'p2', ['Chula: Crossroads'])
    .surface('Excavation', 'p1', ['Data', 'Worf', 'Deanna Troi'])
    .drawDeck('p1', [probeCard]);

/** The personnel the dilemma stopped, as the attempt tells it. */
const stopped = (run: AttemptRun) =>
  run.report?.events.filter((e) => e.text === 'is stopped').map((e) => e.card);
