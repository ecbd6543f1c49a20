import { createActor } from 'xstate';
import { cardsIn, getCard } from '../domain/core/game-state';
import { scenario } from '../domain/game/scenario';
import { doorwayPhaseMachine } from './doorway-phase.machine';

describe('doorwayPhaseMachine', () => {
  it('should wait on the starting player first (Rulebook "Seed Phases")', () => {
    // Arrange
    const s = doorways();
    // Act
    const actor = createActor(doorwayPhaseMachine, { input: { game: s.game } }).start();
    // Assert
    expect(actor.getSnapshot().value).toBe('seeding');
    expect(actor.getSnapshot().context.game.pending).toEqual({ player: 'p1', decision: 'doorway.seed' });
  });

  it('should wait on the other player once the starting player is done (Rulebook "Doorway Phase")', () => {
    // Arrange
    const s = doorways();
    const actor = createActor(doorwayPhaseMachine, { input: { game: s.game } }).start();
    // Act
    actor.send({ type: 'doorway.seed', player: 'p1', card: s.id('Space-Time Portal') });
    actor.send({ type: 'doorway.done', player: 'p1' });
    // Assert
    expect(actor.getSnapshot().context.game.pending).toEqual({ player: 'p2', decision: 'doorway.seed' });
    expect(getCard(s.id('Space-Time Portal'))(actor.getSnapshot().context.game).faceUp).toBe(false);
  });

  it('should reveal all doorways together and finish (Rulebook "Doorway Phase")', () => {
    // Arrange
    const s = doorways();
    const actor = createActor(doorwayPhaseMachine, { input: { game: s.game } }).start();
    // Act
    actor.send({ type: 'doorway.seed', player: 'p1', card: s.id('Space-Time Portal') });
    actor.send({ type: 'doorway.done', player: 'p1' });
    actor.send({ type: 'doorway.seed', player: 'p2', card: s.id('Alternate Universe Door') });
    // Assert
    const snapshot = actor.getSnapshot();
    expect(snapshot.status).toBe('done');
    const game = snapshot.output?.game;
    if (game === undefined) throw new Error('no output');
    expect(cardsIn({ kind: 'table', player: 'p1' })(game).map((id) => getCard(id)(game).faceUp)).toEqual([
      true,
    ]);
    expect(getCard(s.id('Alternate Universe Door'))(game).faceUp).toBe(true);
  });

  it('should ignore an illegal command and change nothing (Rulebook "Playing the Game")', () => {
    // Arrange
    const s = doorways();
    const actor = createActor(doorwayPhaseMachine, { input: { game: s.game } }).start();
    const before = actor.getSnapshot().context.game;
    // Act
    actor.send({ type: 'doorway.seed', player: 'p2', card: s.id('Alternate Universe Door') });
    // Assert
    expect(actor.getSnapshot().context.game).toBe(before);
  });

  it('should finish at once when nobody has a doorway to seed (Rulebook "Doorway Phase")', () => {
    // Arrange
    const game = scenario({ phase: 'doorway' }).build().game;
    // Act
    const actor = createActor(doorwayPhaseMachine, { input: { game } }).start();
    // Assert
    expect(actor.getSnapshot().status).toBe('done');
  });
});

// Helpers

const doorways = () =>
  scenario({ phase: 'doorway' })
    .place('p1', { kind: 'seedDeck', player: 'p1' }, ['Space-Time Portal'])
    .place('p2', { kind: 'seedDeck', player: 'p2' }, ['Alternate Universe Door'])
    .build();
