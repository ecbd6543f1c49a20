// Alien Abduction (premiere/AlienAbduction), [P] dilemma:
// "Most CUNNING Away Team member (owner's choice if tie) is held atop mission. Cure with 3 Leadership. Nullified when
// mission completed."

import { cardsIn, getCard } from '../../../domain/core/game-state';
import { settle } from '../../../domain/dilemma-effects/lasting';
import { scenario } from '../../../domain/game/scenario';
import { onPlanet, runAttempt } from '../attempt-test-support';

describe('alienAbduction', () => {
  it('should hold the most CUNNING Away Team member atop the mission, out of the Away Team (Rulebook "Dilemmas")', () => {
    // Arrange
    const s = awayTeam(['Data', 'Mendon', 'Worf']).build();
    // Act
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')));
    // Assert
    expect(getCard(s.id('Alien Abduction'))(run.game).zone).toEqual({
      kind: 'playedOn',
      host: s.id('Excavation'),
    });
    expect(getCard(s.id('Data'))(run.game).zone).toEqual({ kind: 'playedOn', host: s.id('Alien Abduction') });
  });

  it('should let the owner choose among the most CUNNING on a tie (Rulebook 12.5 Ties: the card says who)', () => {
    // Arrange
    const s = awayTeam(['Jean-Luc Picard', 'Geordi La Forge', 'Mendon']).build();
    // Act
    const waiting = runAttempt(s.game, onPlanet('p1', s.id('Excavation')));
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')), [
      { type: 'attempt.choose', player: 'p1', cards: [s.id('Geordi La Forge')] },
    ]);
    // Assert
    expect(waiting.game.pending).toEqual({ player: 'p1', decision: 'attempt.choose' });
    expect(getCard(s.id('Geordi La Forge'))(run.game).zone.kind).toBe('playedOn');
  });

  it('should be cured at once by 3 Leadership, releasing the abducted onto the planet (Rulebook "Dilemmas" cures)', () => {
    // Arrange
    const s = awayTeam(['Data', 'Jean-Luc Picard', 'William T. Riker', 'Tasha Yar']).build();
    // Act
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')));
    // Assert
    expect(getCard(s.id('Data'))(run.game).zone).toEqual({
      kind: 'planetSurface',
      location: s.id('Excavation'),
    });
    expect(cardsIn({ kind: 'outOfPlay', player: 'p2' })(run.game)).toEqual([s.id('Alien Abduction')]);
  });

  it('should be nullified once the mission is completed, releasing the abducted (Rulebook "Dilemmas" nullifiers)', () => {
    // Arrange
    const s = awayTeam(['Data', 'Mendon', 'Worf']).build();
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')));
    const location = run.game.locations[s.id('Excavation')];
    if (location === undefined) throw new Error('Excavation should be a location');
    const completed = { ...run.game, locations: { [location.id]: { ...location, completedBy: 'p1' } } };
    // Act
    const settled = settle(completed);
    // Assert
    expect(getCard(s.id('Data'))(settled).zone).toEqual({
      kind: 'planetSurface',
      location: s.id('Excavation'),
    });
    expect(getCard(s.id('Alien Abduction'))(settled).zone.kind).toBe('outOfPlay');
  });
});

// Helpers

const awayTeam = (titles: ReadonlyArray<string>) =>
  scenario()
    .mission('p1', 'Excavation')
    .seed('Excavation', 'p2', ['Alien Abduction'])
    .surface('Excavation', 'p1', titles);
