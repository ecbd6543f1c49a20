// Sarjenka (premiere/sarjenka), [P] dilemma, 5 bonus points:
// "Primitive alien begs for help. Ignore her (discard dilemma) OR help her and earn points, but all Away Teams here
// are "stopped.""

import { cardsIn, getCard } from '../../../domain/core/game-state';
import * as Decisions from '../../../domain/game/decisions';
import { scenario } from '../../../domain/game/scenario';
import { onPlanet, runAttempt } from '../attempt-test-support';

describe('sarjenka', () => {
  it('should offer the encountering player to ignore her or help her (Rulebook "Dilemmas")', () => {
    // Arrange
    const s = planet().build();
    // Act
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')));
    // Assert
    expect(Decisions.legalActions(run.game)).toEqual([
      { type: 'attempt.decide', player: 'p1', option: 'ignore her' },
      { type: 'attempt.decide', player: 'p1', option: 'help her' },
    ]);
  });

  it('should score 5 points for helping her and stop every Away Team there (Rulebook "Dilemmas")', () => {
    // Arrange
    const s = planet().build();
    // Act
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')), [
      { type: 'attempt.decide', player: 'p1', option: 'help her' },
    ]);
    // Assert
    expect(cardsIn({ kind: 'pointArea', player: 'p1' })(run.game)).toEqual([s.id('Sarjenka')]);
    expect([getCard(s.id('Baran'))(run.game).stopped, getCard(s.id('Kurn'))(run.game).stopped]).toEqual([
      true,
      true,
    ]);
    expect([run.game.players[0].score, run.report?.outcome]).toEqual([5, 'failed']);
  });

  it('should go out of play without points when ignored, the attempt going on (Rulebook "Dilemmas")', () => {
    // Arrange
    const s = planet().build();
    // Act
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')), [
      { type: 'attempt.decide', player: 'p1', option: 'ignore her' },
    ]);
    // Assert
    expect(cardsIn({ kind: 'outOfPlay', player: 'p2' })(run.game)).toEqual([s.id('Sarjenka')]);
    expect([run.game.players[0].score, run.report?.outcome]).toEqual([25, 'solved']);
  });
});

// Helpers

const planet = () =>
  scenario()
    .mission('p1', 'Excavation')
    .seed('Excavation', 'p2', ['Sarjenka'])
    .surface('Excavation', 'p1', ['Baran', 'Deanna Troi'])
    .surface('Excavation', 'p2', ['Kurn']);
