// Hyper-Aging (premiere/HyperAging), [P] dilemma, countdown 4, 5 points:
// "Entire Away Team is quarantined (dies when countdown expires). Cure with SCIENCE and 2 MEDICAL."
import * as E from 'fp-ts/Either';
import { cardsIn, getCard, updateCard } from '../../../domain/core/game-state';
import { atEndOfTurn } from '../../../domain/dilemma-effects/lasting';
import { scenario } from '../../../domain/game/scenario';
import { orders } from '../../../domain/orders';
import { onPlanet, runAttempt } from '../attempt-test-support';

describe('hyperAging', () => {
  it('should quarantine the Away Team on the planet: none may beam off (Rulebook 10.2 quarantine)', () => {
    // Arrange
    const s = awayTeam(['Jean-Luc Picard', 'Worf']).build();
    // Act
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')));
    const beam = orders.check({
      type: 'card.beam',
      player: 'p1',
      card: s.id('Worf'),
      from: s.id('Excavation'),
      to: s.id('Runabout'),
    })(run.game);
    // Assert
    expect(getCard(s.id('Hyper-Aging'))(run.game).zone).toEqual({
      kind: 'playedOn',
      host: s.id('Excavation'),
    });
    expect(getCard(s.id('Worf'))(run.game).quarantined).toBe(true);
    expect(E.isLeft(beam) && beam.left.rule).toBe('Quarantine');
  });

  it('should kill the quarantined Away Team when its owner\'s count-down expires it (Rulebook "Countdown Icon")', () => {
    // Arrange
    const s = awayTeam(['Mendon', 'Worf']).build();
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')));
    const last = updateCard(s.id('Hyper-Aging'), (c) => ({ ...c, countdown: 1 }))(run.game);
    // Act
    const ended = atEndOfTurn('p2')(last);
    // Assert
    expect(cardsIn({ kind: 'discard', player: 'p1' })(ended)).toEqual(
      expect.arrayContaining([s.id('Mendon'), s.id('Worf')]),
    );
  });

  it('should be cured at once by SCIENCE and 2 MEDICAL, scoring its 5 points and ending the quarantine (Rulebook "Dilemmas")', () => {
    // Arrange
    const s = awayTeam(['Mendon', 'Beverly Crusher']).build();
    // Act
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')));
    // Assert
    expect(cardsIn({ kind: 'pointArea', player: 'p1' })(run.game)).toEqual([s.id('Hyper-Aging')]);
    expect(run.game.players[0].score).toBe(5);
    expect(getCard(s.id('Mendon'))(run.game).quarantined).toBeUndefined();
  });
});

// Helpers

const awayTeam = (titles: ReadonlyArray<string>) =>
  scenario()
    .mission('p1', 'Excavation')
    .seed('Excavation', 'p2', ['Hyper-Aging'])
    .ship('p1', 'Runabout', { at: 'Excavation' })
    .surface('Excavation', 'p1', titles);
