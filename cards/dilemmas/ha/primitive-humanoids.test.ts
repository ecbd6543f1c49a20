// Primitive Humanoids (ha/8primitivehumanoids), [P] dilemma:
// "Unless 2 Leadership and Anthropology present, place two Away Team members (random selection) with dilemma atop
// mission until solved (or planet assimilated)."
import { cardsIn, getCard } from '../../../domain/core/game-state';
import { settle } from '../../../domain/dilemma-effects/lasting';
import { scenario } from '../../../domain/game/scenario';
import { onPlanet, runAttempt } from '../attempt-test-support';

const team = ['Data', 'Mendon', 'Worf', 'Tasha Yar'];

describe('primitiveHumanoids', () => {
  it('should do nothing with 2 Leadership and Anthropology present: out of play, no one placed (Rulebook "Dilemmas")', () => {
    // Arrange
    const s = excavation(['Jean-Luc Picard', 'William T. Riker', 'Darian Wallace']).build();
    // Act
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')));
    // Assert
    expect(cardsIn({ kind: 'outOfPlay', player: 'p2' })(run.game)).toEqual([s.id('Primitive Humanoids')]);
    expect(cardsIn({ kind: 'playedOn', host: s.id('Primitive Humanoids') })(run.game)).toEqual([]);
  });

  it('should otherwise place two Away Team members (random selection) with the dilemma atop the mission, the attempt failed (Rulebook "Dilemmas", 12.14)', () => {
    // Arrange
    const s = excavation(team).build();
    // Act
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')));
    // Assert
    const placed = cardsIn({ kind: 'playedOn', host: s.id('Primitive Humanoids') })(run.game);
    expect(getCard(s.id('Primitive Humanoids'))(run.game).zone).toEqual({
      kind: 'playedOn',
      host: s.id('Excavation'),
    });
    expect([placed.length, placed.every((id) => team.map(s.id).includes(id))]).toEqual([2, true]);
    expect(run.report?.outcome).toBe('failed');
  });

  it('should release the two onto the planet once the mission is solved ("until solved")', () => {
    // Arrange
    const s = excavation(team).build();
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')));
    const placed = cardsIn({ kind: 'playedOn', host: s.id('Primitive Humanoids') })(run.game);
    const location = run.game.locations[s.id('Excavation')];
    if (location === undefined) throw new Error('Excavation should be a location');
    const solved = { ...run.game, locations: { [location.id]: { ...location, completedBy: 'p1' } } };
    // Act
    const settled = settle(solved);
    // Assert
    expect(placed.map((id) => getCard(id)(settled).zone)).toEqual([
      { kind: 'planetSurface', location: s.id('Excavation') },
      { kind: 'planetSurface', location: s.id('Excavation') },
    ]);
    expect(getCard(s.id('Primitive Humanoids'))(settled).zone.kind).toBe('outOfPlay');
  });
});

// Helpers

const excavation = (titles: ReadonlyArray<string>) =>
  scenario()
    .mission('p1', 'Excavation')
    .seed('Excavation', 'p2', ['Primitive Humanoids'])
    .surface('Excavation', 'p1', titles);
