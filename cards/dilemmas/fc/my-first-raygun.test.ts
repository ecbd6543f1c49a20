// My First Raygun (fc/myfirstraygun), [S] dilemma:
// "Immediately probe (then discard probe card): [Event], [Interrupt], [AU], /Ent-E: Kills a personnel (random
// selection). Otherwise: "Stops" a personnel (random selection)."
import { cardsIn } from '../../../domain/core/game-state';
import { scenario } from '../../../domain/game/scenario';
import { type AttemptRun, onShip, runAttempt } from '../attempt-test-support';

describe('myFirstRaygun', () => {
  it('should kill one crew member at random when the probe card is an Event, then discard it (Rulebook "Probing")', () => {
    // Arrange
    const s = crew(['Alien Probe', 'Tasha Yar']).build();
    // Act
    const run = runAttempt(s.game, onShip('p1', s.id('Test Mission'), s.id('Runabout')));
    // Assert
    const discard = cardsIn({ kind: 'discard', player: 'p1' })(run.game);
    expect([discard.length, discard.includes(s.id('Alien Probe')), stopped(run)]).toEqual([2, true, []]);
    expect(cardsIn({ kind: 'drawDeck', player: 'p1' })(run.game)).toEqual([s.id('Tasha Yar')]);
  });

  it('should find the [Ent-E] icon on the probe card (Rulebook "Probing": "anywhere on the probe card")', () => {
    // Arrange
    const s = crew([{ title: 'Data (Nemesis)', blueprint: 'NEM/nem30' }]).build();
    // Act
    const run = runAttempt(s.game, onShip('p1', s.id('Test Mission'), s.id('Runabout')));
    // Assert
    expect(cardsIn({ kind: 'discard', player: 'p1' })(run.game)).toHaveLength(2);
  });

  it('should stop one crew member at random otherwise, and discard the probe card (Rulebook "Probing")', () => {
    // Arrange
    const s = crew(['Tasha Yar']).build();
    // Act
    const run = runAttempt(s.game, onShip('p1', s.id('Test Mission'), s.id('Runabout')));
    // Assert
    expect(cardsIn({ kind: 'discard', player: 'p1' })(run.game)).toEqual([s.id('Tasha Yar')]);
    expect(stopped(run)).toHaveLength(1);
  });
});

// Helpers

const crew = (drawDeck: ReadonlyArray<string | { title: string; blueprint: string }>) =>
  scenario()
    .mission('p1', 'Test Mission')
    .seed('Test Mission', 'p2', ['My First Raygun'])
    .ship('p1', 'Runabout', { at: 'Test Mission' })
    .aboard('Runabout', 'p1', ['Data', 'Worf', 'Geordi La Forge'])
    .drawDeck('p1', drawDeck);

/** The personnel the dilemma stopped, as the attempt tells it. */
const stopped = (run: AttemptRun) =>
  run.report?.events.filter((e) => e.text === 'is stopped').map((e) => e.card);
