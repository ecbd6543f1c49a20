import { createActor } from 'xstate';
import { cardsIn } from '../domain/core/game-state';
import { scenario } from '../domain/game/scenario';
import { dilemmaPhaseMachine } from './dilemma-phase.machine';

describe('dilemmaPhaseMachine', () => {
  it('should start with stage 1 under the opponent\'s missions (Rulebook "Dilemma Phase", stage 1)', () => {
    // Arrange
    const s = spaceline();
    // Act
    const actor = createActor(dilemmaPhaseMachine, { input: { game: s.game } }).start();
    // Assert
    expect(actor.getSnapshot().value).toEqual({ opponentsMissions: 'deciding' });
    expect(actor.getSnapshot().context.game.pending).toEqual({
      player: 'p1',
      decision: 'dilemma.seedUnderOpponents',
    });
  });

  it('should go through the stages in order as players finish (Rulebook "Dilemma Phase")', () => {
    // Arrange
    const s = spaceline();
    const actor = createActor(dilemmaPhaseMachine, { input: { game: s.game } }).start();
    const states: unknown[] = [];
    const record = () => states.push(actor.getSnapshot().value);
    // Act
    actor.send({ type: 'dilemma.done', player: 'p1' });
    actor.send({ type: 'dilemma.done', player: 'p2' });
    record();
    actor.send({ type: 'dilemma.done', player: 'p1' });
    actor.send({ type: 'dilemma.done', player: 'p2' });
    record();
    actor.send({ type: 'dilemma.done', player: 'p1' });
    actor.send({ type: 'dilemma.done', player: 'p2' });
    // Assert
    expect(states).toEqual([{ sharedMissions: 'deciding' }, { ownMissions: 'deciding' }]);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('should seed a stage 1 stack face down under the mission, first seeded at the bottom (Rulebook "Dilemma Phase")', () => {
    // Arrange
    const s = spaceline();
    const actor = createActor(dilemmaPhaseMachine, { input: { game: s.game } }).start();
    const location = s.id('Fever Emergency');
    // Act
    actor.send({ type: 'dilemma.seed', player: 'p1', card: s.id('Archer'), location });
    actor.send({ type: 'dilemma.seed', player: 'p1', card: s.id('Chalnoth'), location });
    // Assert
    expect(cardsIn({ kind: 'underMission', location })(actor.getSnapshot().context.game)).toEqual([
      s.id('Chalnoth'),
      s.id('Archer'),
    ]);
  });

  it('should ignore a seed under the wrong mission for the stage and change nothing (Rulebook "Dilemma Phase")', () => {
    // Arrange
    const s = spaceline();
    const actor = createActor(dilemmaPhaseMachine, { input: { game: s.game } }).start();
    const before = actor.getSnapshot().context.game;
    // Act
    actor.send({
      type: 'dilemma.seed',
      player: 'p1',
      card: s.id('Archer'),
      location: s.id('Avert Disaster'),
    });
    // Assert
    expect(actor.getSnapshot().context.game).toBe(before);
  });

  it('should finish at once when nobody has a dilemma or artifact (Rulebook "Dilemma Phase")', () => {
    // Arrange
    const game = scenario({ phase: 'dilemma' }).mission('p1', 'Avert Disaster').build().game;
    // Act
    const actor = createActor(dilemmaPhaseMachine, { input: { game } }).start();
    // Assert
    expect(actor.getSnapshot().status).toBe('done');
  });
});

// Helpers

const spaceline = () =>
  scenario({ phase: 'dilemma' })
    .mission('p1', 'Avert Disaster')
    .mission('p2', 'Fever Emergency')
    .mission('p1', 'Test Mission')
    .mission('p2', 'Test Mission')
    .place('p1', { kind: 'seedDeck', player: 'p1' }, ['Archer', 'Chalnoth'])
    .place('p2', { kind: 'seedDeck', player: 'p2' }, ['Microvirus'])
    .build();
