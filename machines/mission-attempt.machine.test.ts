import { createActor } from 'xstate';
import { onPlanet, runAttempt } from '../cards/dilemmas/attempt-test-support';
import { cardsIn, getCard } from '../domain/core/game-state';
import * as Decisions from '../domain/game/decisions';
import { scenario } from '../domain/game/scenario';
import { missionAttemptMachine } from './mission-attempt.machine';

const turn = { player: 'p1', decision: 'turn.act' } as const;

describe('missionAttemptMachine', () => {
  it('should solve a mission without seed cards, score its points and give back the turn (Rulebook 7.2)', () => {
    // Arrange
    const s = scenario({ pending: turn })
      .mission('p1', 'Excavation')
      .surface('Excavation', 'p1', ['Baran', 'Deanna Troi'])
      .build();
    const location = s.id('Excavation');
    // Act
    const run = runAttempt(s.game, onPlanet('p1', location));
    // Assert
    expect(run.report?.outcome).toBe('solved');
    expect(run.game.locations[location]?.completedBy).toBe('p1');
    expect(run.game.players[0].score).toBe(25);
    expect(run.game.pending).toEqual(turn);
    expect(run.game.attempt).toBeUndefined();
  });

  it('should reseed a failed dilemma as the bottom card, stop the team and reveal nothing more (Rulebook "Dilemmas")', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Excavation')
      .seed('Excavation', 'p2', ['Hologram Ruse', 'Armus - Skin of Evil'])
      .surface('Excavation', 'p1', ['Baran', 'Deanna Troi'])
      .build();
    const location = s.id('Excavation');
    // Act
    const run = runAttempt(s.game, onPlanet('p1', location));
    // Assert
    const stack = cardsIn({ kind: 'underMission', location })(run.game);
    expect(stack).toEqual([s.id('Armus - Skin of Evil'), s.id('Hologram Ruse')]);
    expect(getCard(s.id('Hologram Ruse'))(run.game).faceUp).toBe(false);
    expect(getCard(s.id('Armus - Skin of Evil'))(run.game).faceUp).toBe(false);
    expect([
      getCard(s.id('Baran'))(run.game).stopped,
      getCard(s.id('Deanna Troi'))(run.game).stopped,
    ]).toEqual([true, true]);
    expect(run.report?.outcome).toBe('failed');
  });

  it('should place a mis-seeded space dilemma under a planet mission out of play unencountered (Rulebook 7.2.4)', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Excavation')
      .seed('Excavation', 'p2', ['Null Space'])
      .surface('Excavation', 'p1', ['Baran', 'Deanna Troi'])
      .build();
    // Act
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')));
    // Assert
    expect(cardsIn({ kind: 'outOfPlay', player: 'p2' })(run.game)).toEqual([s.id('Null Space')]);
    expect(run.report?.outcome).toBe('solved');
    expect(run.game.players[0].score).toBe(25);
  });

  it('should bar a player who meets their own mis-seed from solving the mission for the rest of the game (Rulebook 7.2.4)', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Excavation')
      .seed('Excavation', 'p1', ['Null Space'])
      .surface('Excavation', 'p1', ['Baran', 'Deanna Troi'])
      .build();
    const location = s.id('Excavation');
    // Act
    const run = runAttempt(s.game, onPlanet('p1', location));
    // Assert
    expect(run.game.locations[location]?.cannotSolve).toEqual(['p1']);
    expect(run.report?.outcome).toBe('failed');
    expect(run.game.locations[location]?.completedBy).toBeNull();
  });

  it('should set an artifact aside and let the solver earn it as equipment with the team (Rulebook 7.2)', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Excavation')
      .seed('Excavation', 'p2', ['Interphase Generator'])
      .surface('Excavation', 'p1', ['Baran', 'Deanna Troi'])
      .build();
    const location = s.id('Excavation');
    // Act
    const run = runAttempt(s.game, onPlanet('p1', location));
    // Assert
    const generator = getCard(s.id('Interphase Generator'))(run.game);
    expect([generator.zone, generator.controller, generator.owner]).toEqual([
      { kind: 'planetSurface', location },
      'p1',
      'p2',
    ]);
  });

  it('should solve only if a personnel matching the mission is left (Rulebook 7.2 "Solving a Mission")', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Excavation')
      .seed('Excavation', 'p2', ['Microvirus'])
      .surface('Excavation', 'p1', ['Baran', 'Deanna Troi'])
      .build();
    // Act
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')), [
      { type: 'attempt.choose', player: 'p2', cards: [s.id('Deanna Troi')] },
    ]);
    // Assert
    expect(getCard(s.id('Deanna Troi'))(run.game).zone).toEqual({ kind: 'discard', player: 'p1' });
    expect(run.report?.outcome).toBe('failed');
  });

  it('should not count a stopped personnel toward the requirements: it is separated (Rulebook 10.2.5)', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Excavation')
      .surface('Excavation', 'p1', ['Baran', 'Deanna Troi'])
      .modify('Baran', { stopped: true })
      .build();
    // Act
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')));
    // Assert
    expect(run.report?.outcome).toBe('failed');
  });

  it("should wait on the opponent's choice with exactly the valid choices as legal actions (Rulebook 12.14)", () => {
    // Arrange
    const s = scenario({ pending: turn })
      .mission('p1', 'Excavation')
      .seed('Excavation', 'p2', ['Chalnoth'])
      .surface('Excavation', 'p1', ['Baran', 'Deanna Troi'])
      .build();
    // Act
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')));
    // Assert
    expect(run.state).toBe('awaitingChoice');
    expect(run.game.pending).toEqual({ player: 'p2', decision: 'attempt.choose' });
    expect(Decisions.legalActions(run.game)).toEqual([
      { type: 'attempt.choose', player: 'p2', cards: [s.id('Baran')] },
      { type: 'attempt.choose', player: 'p2', cards: [s.id('Deanna Troi')] },
    ]);
  });

  it('should stop when no one remains, leaving the next seed card unrevealed (Rulebook 7.2)', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Excavation')
      .seed('Excavation', 'p2', ['Armus - Skin of Evil', 'Hologram Ruse'])
      .surface('Excavation', 'p1', ['Baran'])
      .build();
    // Act
    const run = runAttempt(s.game, onPlanet('p1', s.id('Excavation')));
    // Assert
    expect(cardsIn({ kind: 'underMission', location: s.id('Excavation') })(run.game)).toEqual([
      s.id('Hologram Ruse'),
    ]);
    expect(getCard(s.id('Hologram Ruse'))(run.game).faceUp).toBe(false);
    expect(run.report?.outcome).toBe('failed');
  });

  it('should ask an infiltrator with the team first, then attempt with it if it joins (Rulebook "Infiltration")', () => {
    // Arrange: p2's O'Brien Founder infiltrates p1's Away Team at Excavation
    const s = scenario({ pending: turn })
      .mission('p1', 'Excavation')
      .surface('Excavation', 'p1', ['Baran', 'Deanna Troi'])
      .surface('Excavation', 'p2', ["O'Brien Founder"])
      .modify("O'Brien Founder", {
        affiliation: 'Federation',
        infiltration: { into: 'p1', revertsTo: 'Dominion' },
      })
      .build();
    const founder = s.id("O'Brien Founder");
    const asked = runAttempt(s.game, onPlanet('p1', s.id('Excavation')));
    const actor = createActor(missionAttemptMachine, {
      input: { game: s.game, attempt: onPlanet('p1', s.id('Excavation')) },
    }).start();
    // Act
    actor.send({ type: 'infiltrator.participate', player: 'p2', card: founder, participate: true });
    // Assert
    expect([asked.state, asked.game.pending]).toEqual([
      'askingInfiltrators',
      { player: 'p2', decision: 'attempt.infiltrator' },
    ]);
    expect(actor.getSnapshot().output?.report.team).toContain(founder);
    expect(actor.getSnapshot().output?.game.pending).toEqual(turn);
  });

  it('should continue identically after persisting and restoring while waiting on a choice (ARCHITECTURE 2)', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Excavation')
      .seed('Excavation', 'p2', ['Chalnoth'])
      .surface('Excavation', 'p1', ['Baran', 'Deanna Troi'])
      .build();
    const input = { game: s.game, attempt: onPlanet('p1', s.id('Excavation')) };
    const first = createActor(missionAttemptMachine, { input }).start();
    const persisted = JSON.parse(JSON.stringify(first.getPersistedSnapshot()));
    const answer = { type: 'attempt.choose', player: 'p2', cards: [s.id('Baran')] } as const;
    // Act
    const restored = createActor(missionAttemptMachine, { input, snapshot: persisted }).start();
    first.send(answer);
    restored.send(answer);
    // Assert
    expect(restored.getSnapshot().output).toEqual(first.getSnapshot().output);
    expect(restored.getSnapshot().status).toBe('done');
  });
});
