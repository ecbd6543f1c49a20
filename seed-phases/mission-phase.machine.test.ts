import { createActor } from 'xstate';
import { cardsIn } from '../domain/core/game-state';
import { scenario } from '../domain/game/scenario';
import { missionPhaseMachine } from './mission-phase.machine';

describe('missionPhaseMachine', () => {
  it('should shuffle the mission piles and wait on the starting player (Rulebook "Mission Phase")', () => {
    // Arrange
    const game = piles();
    // Act
    const actor = createActor(missionPhaseMachine, { input: { game } }).start();
    // Assert
    const context = actor.getSnapshot().context.game;
    expect(context.phase).toBe('mission');
    expect(context.random).not.toEqual(game.random);
    expect(context.pending).toEqual({ player: 'p1', decision: 'mission.place' });
  });

  it('should alternate until both piles are empty, then finish (Rulebook "Mission Phase")', () => {
    // Arrange
    const actor = createActor(missionPhaseMachine, { input: { game: piles() } }).start();
    const players: string[] = [];
    // Act
    for (let i = 0; i < 4; i++) {
      const pending = actor.getSnapshot().context.game.pending;
      players.push(pending?.player ?? '');
      actor.send({
        type: 'mission.place',
        player: pending?.player ?? '',
        placement: { kind: 'spaceline', quadrant: 'Alpha', index: 0 },
      });
    }
    // Assert
    expect(players).toEqual(['p1', 'p2', 'p1', 'p2']);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output?.game.spacelines.Alpha).toHaveLength(4);
  });

  it('should ignore an illegal placement and change nothing (Rulebook "Mission Phase")', () => {
    // Arrange
    const actor = createActor(missionPhaseMachine, { input: { game: piles() } }).start();
    const before = actor.getSnapshot().context.game;
    // Act
    actor.send({
      type: 'mission.place',
      player: 'p1',
      placement: { kind: 'spaceline', quadrant: 'Alpha', index: 3 },
    });
    // Assert
    expect(actor.getSnapshot().context.game).toBe(before);
    expect(cardsIn({ kind: 'missionPile', player: 'p1' })(before)).toHaveLength(2);
  });
});

// Helpers

const piles = () =>
  scenario({ phase: 'mission' })
    .place('p1', { kind: 'missionPile', player: 'p1' }, ['Avert Disaster', 'Study Nebula'])
    .place('p2', { kind: 'missionPile', player: 'p2' }, ['Fever Emergency', 'Seek Life-form'])
    .build().game;
