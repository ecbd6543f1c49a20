// Under Fire (bog/underfire), [P] dilemma:
// "Immediately probe (then place probe card atop draw deck): [Doorway], [Interrupt], DL/ , [Bor]: Kills two
// personnel (random selection). Otherwise: "Stops" one personnel (random selection)."
import { cardsIn, type GameState } from '../../../domain/core/game-state';
import { scenario } from '../../../domain/game/scenario';
import { type AttemptRun, onPlanet, runAttempt } from '../attempt-test-support';

describe('underFire', () => {
  it('should kill two Away Team members at random when the probe card shows [Interrupt] (Rulebook "Probing")', () => {
    // Arrange
    const s = awayTeam(['Amanda Rogers', 'Tasha Yar']).build();
    // Act
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')));
    // Assert
    expect([killed(run.game).length, stopped(run)]).toEqual([2, []]);
    expect(cardsIn({ kind: 'drawDeck', player: 'p1' })(run.game)[0]).toBe(s.id('Amanda Rogers'));
  });

  it('should kill two when the probe card shows the download icon in its gametext (Rulebook "Probing")', () => {
    // Arrange
    const s = awayTeam(['Kang']).build();
    // Act
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')));
    // Assert
    expect(killed(run.game)).toHaveLength(2);
  });

  it('should stop one Away Team member at random otherwise, the attempt going on (Rulebook "Probing")', () => {
    // Arrange
    const s = awayTeam(['Tasha Yar', 'Kang']).build();
    // Act
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')));
    // Assert
    expect(killed(run.game)).toEqual([]);
    expect(stopped(run)).toHaveLength(1);
    expect(cardsIn({ kind: 'drawDeck', player: 'p1' })(run.game)).toEqual([s.id('Tasha Yar'), s.id('Kang')]);
  });

  it('should do nothing with an empty draw deck (Rulebook "Probing": "you may not probe")', () => {
    // Arrange
    const s = awayTeam([]).build();
    // Act
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')));
    // Assert
    expect(killed(run.game)).toEqual([]);
    expect(stopped(run)).toEqual([]);
  });
});

// Helpers

const awayTeam = (drawDeck: ReadonlyArray<string>) =>
  scenario()
    .mission('p1', 'Excavation')
    .seed('Excavation', 'p2', ['Under Fire'])
    .surface('Excavation', 'p1', ['Data', 'Worf', 'Deanna Troi'])
    .drawDeck('p1', drawDeck);

const killed = (game: GameState) => cardsIn({ kind: 'discard', player: 'p1' })(game);

/** The personnel the dilemma stopped, as the attempt tells it. */
const stopped = (run: AttemptRun) =>
  run.report?.events.filter((e) => e.text === 'is stopped').map((e) => e.card);
