import { onPlanet, runAttempt } from '../../cards/dilemmas/attempt-test-support';
import { cardsIn } from '../game-state';
import { infest } from '../infestation';
import { scenario } from '../scenario';

describe('opponentControlsShipAndCrew', () => {
  it('should let the Away Team choose the ship it beams back to when there are several (Rulebook 7.1.1 Beam)', () => {
    // Arrange
    const s = planet()
      .ship('p1', 'Runabout', { at: 'Excavation' })
      .ship('p1', 'Enterprise', { at: 'Excavation' })
      .build();
    const asked = runAttempt(s.game, onPlanet('p1', s.id('Excavation')));
    // Act
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')), [
      { type: 'attempt.choose', player: 'p1', cards: [s.id('Enterprise')] },
    ]);
    // Assert
    expect(asked.report).toBeNull();
    expect(cardsIn({ kind: 'aboard', carrier: s.id('Enterprise') })(run.game)).toEqual([
      s.id('Mendon'),
      s.id('Giusti'),
    ]);
    expect(run.game.infestation?.ship).toBe(s.id('Enterprise'));
    expect(run.game.cards[s.id('Runabout')]?.controller).toBe('p1');
  });

  it('should leave an Away Team with nowhere to beam back to on the planet, controlled by the opponent (Rulebook 12.3 Control)', () => {
    // Arrange
    const s = planet().build();
    // Act
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')));
    // Assert
    expect(run.game.cards[s.id('Mendon')]?.zone).toEqual({
      kind: 'planetSurface',
      location: s.id('Excavation'),
    });
    expect(run.game.infestation?.cards).toEqual([s.id('Mendon'), s.id('Giusti')]);
    expect(run.game.cards[s.id('Giusti')]?.controller).toBe('p2');
  });

  it('should go out of play without effect when an infected crew meets it again (cards/dilemmas README "Not implemented")', () => {
    // Arrange
    const s = scenario()
      .mission('p2', 'Excavation')
      .seed('Excavation', 'p1', ['Alien Parasites'])
      .surface('Excavation', 'p1', ['Mendon', 'Giusti'])
      .discard('p2', [{ title: 'Alien Parasites', label: 'first' }])
      .build();
    const infected = infest({
      dilemma: s.id('first'),
      location: s.id('Excavation'),
      player: 'p2',
      returnsTo: 'p1',
      ship: null,
      team: [s.id('Mendon'), s.id('Giusti')],
    })(s.game);
    // Act
    const run = runAttempt(infected, onPlanet('p2', s.id('Excavation')));
    // Assert
    expect(run.game.infestation?.player).toBe('p2');
    expect(run.game.cards[s.ids('Alien Parasites')[0] as string]?.zone.kind).toBe('outOfPlay');
  });
});

// Helpers

const planet = () =>
  scenario()
    .mission('p1', 'Excavation')
    .seed('Excavation', 'p2', ['Alien Parasites'])
    .surface('Excavation', 'p1', ['Mendon', 'Giusti']);
