import { createActor } from 'xstate';
import { cardsIn, type GameState } from '../domain/core/game-state';
import type { Command } from '../domain/game/decisions';
import { type Scenario, scenario } from '../domain/game/scenario';
import { playPhaseMachine } from './play-phase.machine';

describe('playPhaseMachine', () => {
  it('should start the turn and wait on the active player\'s card play (Rulebook "Playing the Game")', () => {
    // Arrange
    const s = outpost().build();
    // Act
    const actor = start(s.game);
    // Assert
    expect(actor.getSnapshot().value).toBe('playingCards');
    expect(game(actor).pending).toEqual({ player: 'p1', decision: 'turn.act' });
  });

  it('should accept one normal card play and ignore a second one, unchanged (Rulebook "Play a Card")', () => {
    // Arrange
    const s = outpost().hand('p1', ['Data', 'Worf']).build();
    const actor = start(s.game);
    // Act
    actor.send(report(s, 'Data'));
    const afterFirst = game(actor);
    actor.send(report(s, 'Worf'));
    // Assert
    expect(afterFirst.turn.normalCardPlayUsed).toBe(true);
    expect(game(actor)).toBe(afterFirst);
    expect(afterFirst.cards[s.id('Worf')]?.zone).toEqual({ kind: 'hand', player: 'p1' });
  });

  it('should draw at the end of the turn, then start the opponent\'s turn (Rulebook "End of Turn")', () => {
    // Arrange
    const s = outpost().drawDeck('p1', ['Data']).drawDeck('p2', ['Kurn']).build();
    const actor = start(s.game);
    // Act
    actor.send({ type: 'turn.end', player: 'p1' });
    // Assert
    expect(cardsIn({ kind: 'hand', player: 'p1' })(game(actor))).toEqual([s.id('Data')]);
    expect(game(actor).turn).toMatchObject({ number: 2, active: 'p2' });
    expect(game(actor).pending).toEqual({ player: 'p2', decision: 'turn.act' });
  });

  it('should check the cures of dilemmas in play after every action (Rulebook "Dilemmas": cures)', () => {
    // Arrange
    const s = outpost()
      .ship('p1', 'Runabout', { at: 'Avert Disaster' })
      .aboard('Runabout', 'p1', ['Mendon'])
      .aboard('Federation Outpost', 'p1', ['Geordi La Forge'])
      .place('p2', { kind: 'playedOn', host: 'p1-03' }, ['Nitrium Metal Parasites'])
      .build();
    const actor = resume('executingOrders', { ...s.game, pending: { player: 'p1', decision: 'turn.act' } });
    // Act
    actor.send({
      type: 'card.beam',
      player: 'p1',
      card: s.id('Geordi La Forge'),
      from: s.id('Federation Outpost'),
      to: s.id('Runabout'),
    });
    // Assert
    expect(game(actor).cards[s.id('Geordi La Forge')]?.zone).toEqual({
      kind: 'aboard',
      carrier: s.id('Runabout'),
    });
    expect(game(actor).cards[s.id('Nitrium Metal Parasites')]?.zone).toEqual({
      kind: 'outOfPlay',
      player: 'p2',
    });
  });

  it('should unstop stopped cards at the start of the next turn (Rulebook 10.2.1 Stopped)', () => {
    // Arrange
    const s = outpost()
      .aboard('Federation Outpost', 'p1', ['Data'])
      .modify('Data', { stopped: true })
      .build();
    const actor = resume('executingOrders', { ...s.game, pending: { player: 'p1', decision: 'turn.act' } });
    const before = game(actor).cards[s.id('Data')]?.stopped;
    // Act
    actor.send({ type: 'turn.end', player: 'p1' });
    // Assert
    expect(before).toBe(true);
    expect(game(actor).cards[s.id('Data')]?.stopped).toBe(false);
  });

  it('should skip the draw from an empty draw deck (Rulebook "End of Turn")', () => {
    // Arrange
    const s = outpost().hand('p1', ['Data']).drawDeck('p2', ['Kurn']).build();
    const actor = start(s.game);
    // Act
    actor.send({ type: 'turn.end', player: 'p1' });
    // Assert
    expect(cardsIn({ kind: 'hand', player: 'p1' })(game(actor))).toEqual([s.id('Data')]);
    expect(game(actor).turn.exhaustedDrawDecks).toEqual(['p1']);
    expect(actor.getSnapshot().status).toBe('active');
  });

  it('should end the game when both draw decks are exhausted, more points winning (README "End of the game")', () => {
    // Arrange
    const s = outpost().build();
    const actor = start({
      ...withScores(s.game, 30, 25),
      turn: { ...s.game.turn, exhaustedDrawDecks: ['p2'] },
    });
    // Act
    actor.send({ type: 'turn.end', player: 'p1' });
    // Assert
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output?.game).toMatchObject({
      phase: 'over',
      pending: null,
      winner: 'p1',
      result: { kind: 'won', winner: 'p1', reason: 'decksExhausted' },
    });
  });

  it('should end the game as a draw on equal points when both decks are exhausted (README "End of the game")', () => {
    // Arrange
    const s = outpost().build();
    const actor = start({ ...s.game, turn: { ...s.game.turn, exhaustedDrawDecks: ['p2'] } });
    // Act
    actor.send({ type: 'turn.end', player: 'p1' });
    // Assert
    expect(actor.getSnapshot().output?.game).toMatchObject({ winner: null, result: { kind: 'draw' } });
  });

  it('should end the game when a player meets the win condition (Rulebook "Missions")', () => {
    // Arrange
    const s = outpost().mission('p1', 'Test Mission').build();
    const won = completed(withScores(s.game, 100, 0), [s.id('Avert Disaster'), s.id('Test Mission')]);
    // Act
    const actor = start(won);
    // Assert
    expect(actor.getSnapshot().value).toBe('gameOver');
    expect(actor.getSnapshot().output?.game.result).toEqual({ kind: 'won', winner: 'p1', reason: 'points' });
  });

  it('should open the persona replacement window only with another version in hand (Rulebook "Persona Replacement")', () => {
    // Arrange
    const s = outpost().aboard('Federation Outpost', 'p1', ['Jadzia Dax']).hand('p1', ['Lt. Dax']).build();
    const actor = start(s.game);
    const window = actor.getSnapshot().value;
    // Act
    actor.send({ type: 'persona.pass', player: 'p1' });
    // Assert
    expect(window).toBe('replacingPersonas');
    expect(actor.getSnapshot().value).toBe('playingCards');
  });

  it('should move on to executing orders with the first order (Rulebook "Play a Card")', () => {
    // Arrange
    const s = outpost()
      .mission('p1', 'Test Mission')
      .ship('p1', 'U.S.S. Galaxy', { at: 'Avert Disaster' })
      .aboard('U.S.S. Galaxy', 'p1', ['Jean-Luc Picard', 'Geordi La Forge', 'Tasha Yar'])
      .build();
    const actor = start(s.game);
    // Act
    actor.send({ type: 'ship.move', player: 'p1', ship: s.id('U.S.S. Galaxy'), to: s.id('Test Mission') });
    // Assert
    expect(actor.getSnapshot().value).toBe('executingOrders');
    expect(game(actor).turn.ordersBegun).toBe(true);
  });

  it('should run a mission attempt as one action, then go on executing orders (Rulebook 7.2 "Attempting a Mission")', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Excavation')
      .surface('Excavation', 'p1', ['Baran', 'Deanna Troi'])
      .build();
    const actor = start(s.game);
    // Act
    actor.send({ type: 'mission.attempt', player: 'p1', location: s.id('Excavation') });
    // Assert
    expect(actor.getSnapshot().value).toBe('executingOrders');
    expect(game(actor).locations[s.id('Excavation')]?.completedBy).toBe('p1');
    expect(game(actor).players[0].score).toBe(25);
    expect(game(actor).pending).toEqual({ player: 'p1', decision: 'turn.act' });
  });

  it('should wait in a response window on a card play while the other player may respond (Rulings "actions – step 2")', () => {
    // Arrange
    const s = scenario()
      .hand('p1', ['The Juggler'])
      .hand('p2', ['Amanda Rogers'])
      .drawDeck('p2', ['Kurn', 'Gowron'])
      .build();
    const actor = start(s.game);
    actor.send({
      type: 'card.play',
      player: 'p1',
      card: s.id('The Juggler'),
      kind: 'interrupt',
      target: { player: 'p2' },
    });
    const window = actor.getSnapshot().value;
    const resumeAt = game(actor).resumeAt;
    const asked = game(actor).pending;
    // Act
    actor.send({ type: 'response.pass', player: 'p2' });
    // Assert
    expect([window, resumeAt]).toEqual(['responding', 'playingCards']);
    expect(asked).toEqual({ player: 'p2', decision: 'response.window' });
    expect(actor.getSnapshot().value).toBe('playingCards');
    expect(game(actor).resumeAt).toBeUndefined();
    expect(game(actor).pending).toEqual({ player: 'p1', decision: 'turn.act' });
    expect(cardsIn({ kind: 'discard', player: 'p1' })(game(actor))).toEqual([s.id('The Juggler')]);
  });

  it('should let the other player play interrupts before the end-of-turn actions (Rulebook "Playing \'At Any Time\'")', () => {
    // Arrange
    const s = scenario()
      .hand('p2', ['Kevin Uxbridge'])
      .table('p1', ['Red Alert!'])
      .drawDeck('p1', ['Data'])
      .build();
    const actor = start(s.game);
    actor.send({ type: 'turn.end', player: 'p1' });
    const window = actor.getSnapshot().value;
    const resumeAt = game(actor).resumeAt;
    const drawnBefore = cardsIn({ kind: 'hand', player: 'p1' })(game(actor));
    // Act
    actor.send({
      type: 'card.play',
      player: 'p2',
      card: s.id('Kevin Uxbridge'),
      kind: 'interrupt',
      target: { card: s.id('Red Alert!') },
    });
    // Assert
    expect([window, resumeAt]).toEqual(['responding', 'endingTurn']);
    expect(drawnBefore).toEqual([]);
    expect(cardsIn({ kind: 'discard', player: 'p1' })(game(actor))).toEqual([s.id('Red Alert!')]);
    expect(cardsIn({ kind: 'hand', player: 'p1' })(game(actor))).toEqual([s.id('Data')]);
    expect(game(actor).turn).toMatchObject({ number: 2, active: 'p2' });
    expect(actor.getSnapshot().value).toBe('playingCards');
  });

  it('should open a response window on the end-of-turn draw, then pass the turn (Subspace Schism, "End of Turn")', () => {
    // Arrange
    const s = scenario().hand('p2', ['Subspace Schism']).drawDeck('p1', ['Data', 'Worf']).build();
    const actor = start(s.game);
    actor.send({ type: 'turn.end', player: 'p1' });
    const window = actor.getSnapshot().value;
    const resumeAt = game(actor).resumeAt;
    const turn = game(actor).turn.number;
    // Act
    actor.send({ type: 'response.pass', player: 'p2' });
    // Assert
    expect([window, resumeAt]).toEqual(['responding', 'cardDrawn']);
    expect(turn).toBe(1);
    expect(game(actor).turn).toMatchObject({ number: 2, active: 'p2' });
    expect(game(actor).pending).toEqual({ player: 'p2', decision: 'turn.act' });
  });
});

// Helpers

const outpost = () =>
  scenario().mission('p1', 'Avert Disaster').facility('p1', 'Federation Outpost', { at: 'Avert Disaster' });

const start = (initial: GameState) => createActor(playPhaseMachine, { input: { game: initial } }).start();

/** An actor resumed in a given state, e.g. after a card was stopped during the turn. */
const resume = (value: 'executingOrders', initial: GameState) =>
  createActor(playPhaseMachine, {
    input: { game: initial },
    snapshot: playPhaseMachine.resolveState({ value, context: { game: initial } }),
  }).start();

const game = (actor: ReturnType<typeof start> | ReturnType<typeof resume>): GameState =>
  actor.getSnapshot().context.game;

const report = (s: Scenario, card: string): Command => ({
  type: 'card.play',
  player: 'p1',
  card: s.id(card),
  kind: 'report',
  facility: s.id('Federation Outpost'),
  affiliation: 'Federation',
});

const withScores = (g: GameState, p1: number, p2: number): GameState => ({
  ...g,
  players: [
    { ...g.players[0], score: p1 },
    { ...g.players[1], score: p2 },
  ],
});

const completed = (g: GameState, missions: ReadonlyArray<string>): GameState => {
  const locations = { ...g.locations };
  for (const id of missions) {
    const location = locations[id];
    if (location !== undefined) locations[id] = { ...location, completedBy: 'p1' };
  }
  return { ...g, locations };
};
