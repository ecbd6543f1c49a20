import { type AnyActorRef, createActor } from 'xstate';
import { cardsIn, type GameState, getCard } from '../domain/core/game-state';
import { scenario } from '../domain/game/scenario';
import { seedPhasesMachine } from './seed-phases.machine';

describe('seedPhasesMachine', () => {
  it('should run the doorway phase first in its child (Rulebook "Seed Phases")', () => {
    // Arrange
    const s = decks();
    // Act
    const actor = createActor(seedPhasesMachine, { input: { game: s.game } }).start();
    // Assert: nobody has a doorway, so the mission phase already runs
    expect(actor.getSnapshot().value).toBe('missionPhase');
    expect(childGame(actor, 'missionPhase').pending).toEqual({ player: 'p1', decision: 'mission.place' });
  });

  it('should forward commands to the running phase and run all four phases in order (Rulebook "Seed Phases")', () => {
    // Arrange
    const s = decks();
    const actor = createActor(seedPhasesMachine, { input: { game: s.game } }).start();
    // Act
    actor.send({
      type: 'mission.place',
      player: 'p1',
      placement: { kind: 'spaceline', quadrant: 'Alpha', index: 0 },
    });
    actor.send({
      type: 'mission.place',
      player: 'p2',
      placement: { kind: 'spaceline', quadrant: 'Alpha', index: 1 },
    });
    const afterMissions = actor.getSnapshot().value;
    actor.send({
      type: 'dilemma.seed',
      player: 'p1',
      card: s.id('Archer'),
      location: s.id('Fever Emergency'),
    });
    actor.send({ type: 'dilemma.done', player: 'p1' });
    const afterDilemmas = actor.getSnapshot().value;
    actor.send({
      type: 'facility.seed',
      player: 'p1',
      card: s.id('Federation Outpost'),
      location: s.id('Avert Disaster'),
    });
    // Assert
    expect([afterMissions, afterDilemmas]).toEqual(['dilemmaPhase', 'facilityPhase']);
    expect(actor.getSnapshot().status).toBe('done');
    const game = actor.getSnapshot().output?.game as GameState;
    expect(game.phase).toBe('play');
    expect(getCard(s.id('Archer'))(game).zone).toEqual({
      kind: 'underMission',
      location: s.id('Fever Emergency'),
    });
    expect(cardsIn({ kind: 'hand', player: 'p1' })(game)).toHaveLength(7);
    expect(cardsIn({ kind: 'hand', player: 'p2' })(game)).toHaveLength(7);
  });
});

// Helpers

const decks = () =>
  scenario({ phase: 'doorway' })
    .place('p1', { kind: 'missionPile', player: 'p1' }, ['Avert Disaster'])
    .place('p2', { kind: 'missionPile', player: 'p2' }, ['Fever Emergency'])
    .place('p1', { kind: 'seedDeck', player: 'p1' }, ['Archer', 'Federation Outpost'])
    .drawDeck(
      'p1',
      Array.from({ length: 8 }, (_, i) => ({ title: 'Data', label: `p1-${i}` })),
    )
    .drawDeck(
      'p2',
      Array.from({ length: 8 }, (_, i) => ({ title: 'Worf', label: `p2-${i}` })),
    )
    .build();

const childGame = (actor: AnyActorRef, id: string): GameState =>
  (actor.getSnapshot().children[id] as AnyActorRef).getSnapshot().context.game;
