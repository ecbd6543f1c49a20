// Nitrium Metal Parasites (premiere/NitriumMetalParasites), [S] dilemma, countdown 3:
// "Place on ship. Ship is destroyed when countdown expires. Cure with 2 SCIENCE OR 2 ENGINEER."

import { cardsIn, getCard, updateCard } from '../../../domain/core/game-state';
import { atEndOfTurn } from '../../../domain/dilemma-effects/lasting';
import { scenario } from '../../../domain/game/scenario';
import { onShip, runAttempt } from '../attempt-test-support';

describe('nitriumMetalParasites', () => {
  it('should be cured at once by 2 SCIENCE aboard (Rulebook "Dilemmas" cures)', () => {
    // Arrange
    const s = crew(["T'Pan", 'Deanna Troi']).build();
    // Act
    const run = runAttempt(s.game, onShip('p1', s.id('Test Mission'), s.id('Runabout')));
    // Assert
    expect(cardsIn({ kind: 'outOfPlay', player: 'p2' })(run.game)).toEqual([s.id('Nitrium Metal Parasites')]);
  });

  it('should stay on the ship uncured, without failing the attempt (Rulebook "Dilemmas" cures)', () => {
    // Arrange
    const s = crew(['Mendon', 'Deanna Troi', 'Jean-Luc Picard', 'Data']).build();
    // Act
    const run = runAttempt(s.game, onShip('p1', s.id('Test Mission'), s.id('Runabout')));
    // Assert
    expect(getCard(s.id('Nitrium Metal Parasites'))(run.game).zone).toEqual({
      kind: 'playedOn',
      host: s.id('Runabout'),
    });
    expect(getCard(s.id('Mendon'))(run.game).stopped).toBe(false);
  });

  it('should destroy the ship when its owner\'s last count-down expires it (Rulebook "Countdown Icon")', () => {
    // Arrange
    const s = crew(['Mendon', 'Deanna Troi']).build();
    const run = runAttempt(s.game, onShip('p1', s.id('Test Mission'), s.id('Runabout')));
    const last = updateCard(s.id('Nitrium Metal Parasites'), (c) => ({ ...c, countdown: 1 }))(run.game);
    // Act
    const ended = atEndOfTurn('p2')(last);
    const notOwner = atEndOfTurn('p1')(last);
    // Assert
    expect(cardsIn({ kind: 'discard', player: 'p1' })(ended)).toContain(s.id('Runabout'));
    expect(getCard(s.id('Runabout'))(notOwner).zone.kind).toBe('atLocation');
  });
});

// Helpers

const crew = (titles: ReadonlyArray<string>) =>
  scenario()
    .mission('p1', 'Test Mission')
    .seed('Test Mission', 'p2', ['Nitrium Metal Parasites'])
    .ship('p1', 'Runabout', { at: 'Test Mission' })
    .aboard('Runabout', 'p1', titles);
