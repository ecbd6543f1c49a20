import { createActor } from 'xstate';
import { getCard } from '../domain/core/game-state';
import { scenario } from '../domain/game/scenario';
import { facilityPhaseMachine } from './facility-phase.machine';

describe('facilityPhaseMachine', () => {
  it('should alternate one facility at a time, starting player first (Rulebook "Facility Phase")', () => {
    // Arrange
    const s = spaceline();
    const actor = createActor(facilityPhaseMachine, { input: { game: s.game } }).start();
    const first = actor.getSnapshot().context.game.pending;
    // Act
    actor.send({
      type: 'facility.seed',
      player: 'p1',
      card: s.id('Federation Outpost'),
      location: s.id('Avert Disaster'),
    });
    // Assert
    expect(first).toEqual({ player: 'p1', decision: 'facility.seed' });
    expect(actor.getSnapshot().context.game.pending).toEqual({ player: 'p2', decision: 'facility.seed' });
  });

  it('should finish once neither player has anything left to seed (Rulebook "Facility Phase")', () => {
    // Arrange
    const s = spaceline();
    const actor = createActor(facilityPhaseMachine, { input: { game: s.game } }).start();
    // Act
    actor.send({
      type: 'facility.seed',
      player: 'p1',
      card: s.id('Federation Outpost'),
      location: s.id('Avert Disaster'),
    });
    actor.send({ type: 'facility.pass', player: 'p2' });
    // Assert
    expect(actor.getSnapshot().status).toBe('done');
    const game = actor.getSnapshot().output?.game;
    expect(game && getCard(s.id('Federation Outpost'))(game).zone.kind).toBe('atLocation');
    expect(game && getCard(s.id('Klingon Outpost'))(game).zone.kind).toBe('seedDeck');
  });

  it('should ignore a facility seeded where it may not go and change nothing (Rulebook "Facility Phase")', () => {
    // Arrange
    const s = spaceline();
    const actor = createActor(facilityPhaseMachine, { input: { game: s.game } }).start();
    const before = actor.getSnapshot().context.game;
    // Act
    actor.send({
      type: 'facility.seed',
      player: 'p1',
      card: s.id('Federation Outpost'),
      location: s.id('Fever Emergency'),
    });
    // Assert
    expect(actor.getSnapshot().context.game).toBe(before);
  });

  it('should seed a Nor, then a site on it, and ignore a site at a position that breaks the line (Rulebook "Facility Phase")', () => {
    // Arrange
    const s = scenario({ phase: 'facility' })
      .mission('p1', 'Verify Evidence')
      .place('p1', { kind: 'seedDeck', player: 'p1' }, ['Nor'])
      .place('p2', { kind: 'sitePile', player: 'p2' }, ['Ops', 'Infirmary'])
      .build();
    const actor = createActor(facilityPhaseMachine, { input: { game: s.game } }).start();
    actor.send({ type: 'facility.seed', player: 'p1', card: s.id('Nor'), location: s.id('Verify Evidence') });
    actor.send({
      type: 'site.seed',
      player: 'p2',
      card: s.id('Infirmary'),
      station: s.id('Nor'),
      position: 0,
    });
    const before = actor.getSnapshot().context.game;
    // Act
    actor.send({ type: 'site.seed', player: 'p2', card: s.id('Ops'), station: s.id('Nor'), position: 1 });
    // Assert
    expect(actor.getSnapshot().context.game).toBe(before);
    expect(getCard(s.id('Infirmary'))(before).zone).toEqual({ kind: 'playedOn', host: s.id('Nor') });
    expect(before.pending).toEqual({ player: 'p2', decision: 'facility.seed' });
  });

  it('should seed an [HA] card face down and refuse a card with no [HA] icon (Rulebook "Seed Phases")', () => {
    // Arrange
    const s = scenario({ phase: 'facility' })
      .mission('p1', 'Avert Disaster')
      .place('p1', { kind: 'seedDeck', player: 'p1' }, [
        'Treaty: Federation/Klingon',
        'Treaty: Romulan/Cardassian',
      ])
      .build();
    const actor = createActor(facilityPhaseMachine, { input: { game: s.game } }).start();
    const before = actor.getSnapshot().context.game;
    // Act
    actor.send({ type: 'agenda.seed', player: 'p1', card: s.id('Treaty: Federation/Klingon') });
    const refused = actor.getSnapshot().context.game;
    actor.send({ type: 'agenda.seed', player: 'p1', card: s.id('Treaty: Romulan/Cardassian') });
    // Assert
    expect(refused).toBe(before);
    expect(actor.getSnapshot().status).toBe('done');
    const game = actor.getSnapshot().output?.game;
    expect(game && getCard(s.id('Treaty: Romulan/Cardassian'))(game)).toMatchObject({
      zone: { kind: 'table', player: 'p1' },
      faceUp: false,
    });
  });

  it('should seed on the table, face up, a card whose text "Seeds or plays on table" (Rulebook "Seed Phases")', () => {
    // Arrange
    const s = scenario({ phase: 'facility' })
      .mission('p1', 'Avert Disaster')
      .place('p1', { kind: 'seedDeck', player: 'p1' }, ['Establish Landing Protocols'])
      .build();
    const actor = createActor(facilityPhaseMachine, { input: { game: s.game } }).start();
    // Act
    actor.send({ type: 'card.seed', player: 'p1', card: s.id('Establish Landing Protocols') });
    // Assert
    expect(actor.getSnapshot().status).toBe('done');
    const game = actor.getSnapshot().output?.game;
    expect(game && getCard(s.id('Establish Landing Protocols'))(game)).toMatchObject({
      zone: { kind: 'table', player: 'p1' },
      faceUp: true,
    });
  });
});

// Helpers

const spaceline = () =>
  scenario({ phase: 'facility' })
    .mission('p1', 'Avert Disaster')
    .mission('p2', 'Fever Emergency')
    .place('p1', { kind: 'seedDeck', player: 'p1' }, ['Federation Outpost'])
    .place('p2', { kind: 'seedDeck', player: 'p2' }, ['Klingon Outpost'])
    .build();
