// REM Fatigue Hallucinations (premiere/REMFatigueHallucinations), [S/P] dilemma, countdown 4, 5 points:
// "Personnel who encountered dilemma die when countdown expires unless cured by 3 MEDICAL OR boarding your outpost."

import { cardsIn, getCard, moveCard, updateCard } from '../../../domain/core/game-state';
import { atEndOfTurn, settle } from '../../../domain/dilemma-effects/lasting';
import { scenario } from '../../../domain/game/scenario';
import { onPlanet, onShip, runAttempt } from '../attempt-test-support';

describe('remFatigueHallucinations', () => {
  it('should kill the personnel who encountered it when its countdown expires (Rulebook "Leaving Play" long-term targets)', () => {
    // Arrange
    const s = planet(['Mendon', 'Worf']).build();
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')));
    const last = updateCard(s.id('REM Fatigue Hallucinations'), (c) => ({ ...c, countdown: 1 }))(run.game);
    // Act
    const ended = atEndOfTurn('p2')(last);
    // Assert
    expect([...(getCard(s.id('REM Fatigue Hallucinations'))(run.game).affects?.cards ?? [])].sort()).toEqual(
      [s.id('Mendon'), s.id('Worf')].sort(),
    );
    expect(cardsIn({ kind: 'discard', player: 'p1' })(ended)).toEqual(
      expect.arrayContaining([s.id('Mendon'), s.id('Worf')]),
    );
  });

  it('should be cured at once by 3 MEDICAL, scoring its 5 points (Rulebook "Dilemmas" cures)', () => {
    // Arrange
    const s = planet(['Beverly Crusher', 'Alyssa Ogawa', 'Worf']).build();
    // Act
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')));
    // Assert
    expect(cardsIn({ kind: 'pointArea', player: 'p1' })(run.game)).toEqual([
      s.id('REM Fatigue Hallucinations'),
    ]);
    expect(run.game.players[0].score).toBe(5);
  });

  it('should be cured once the crew who encountered it has boarded your outpost (Rulebook "Dilemmas" cures)', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Test Mission')
      .seed('Test Mission', 'p2', ['REM Fatigue Hallucinations'])
      .ship('p1', 'Runabout', { at: 'Test Mission' })
      .facility('p1', 'Federation Outpost', { at: 'Test Mission' })
      .aboard('Runabout', 'p1', ['Mendon', 'Worf'])
      .build();
    const run = runAttempt(s.game, onShip('p1', s.id('Test Mission'), s.id('Runabout')));
    const outpost = { kind: 'aboard', carrier: s.id('Federation Outpost') } as const;
    const boarded = moveCard(s.id('Worf'), outpost)(moveCard(s.id('Mendon'), outpost)(run.game));
    // Act
    const halfway = settle(moveCard(s.id('Mendon'), outpost)(run.game));
    const settled = settle(boarded);
    // Assert
    expect(getCard(s.id('REM Fatigue Hallucinations'))(halfway).zone.kind).toBe('playedOn');
    expect(cardsIn({ kind: 'pointArea', player: 'p1' })(settled)).toEqual([
      s.id('REM Fatigue Hallucinations'),
    ]);
  });
});

// Helpers

const planet = (titles: ReadonlyArray<string>) =>
  scenario()
    .mission('p1', 'Excavation')
    .seed('Excavation', 'p2', ['REM Fatigue Hallucinations'])
    .surface('Excavation', 'p1', titles);
