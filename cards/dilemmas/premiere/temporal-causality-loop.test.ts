// Temporal Causality Loop (premiere/temporalcausalityloop), [S] dilemma:
// "Unless SCIENCE and CUNNING>35, undo your last two actions of this turn and end turn. Discard dilemma."
// Through the engine facade: the actions of the turn are the player's commands (Rulebook "Playing the Game").
import * as E from 'fp-ts/Either';
import type { Command } from '../../../domain/game/decisions';
import { type Scenario, scenario } from '../../../domain/game/scenario';
import { fork, type Game, legalActions, log, persist, restore, state } from '../../../machines/engine';
import { play, started } from '../../effects/response-test-support';
import { onShip, runAttempt } from '../attempt-test-support';

describe('temporalCausalityLoop', () => {
  it('should undo the last two actions, a move then a beam, and end the turn (Rulebook "Playing the Game")', () => {
    // Arrange: Mendon reported (1), Tasha Yar beamed aboard (2), the Runabout moved to the loop (3)
    const [game, s] = reportBeamMove();
    const [runabout, outpost, tasha] = [s.id('Runabout'), s.id('Federation Outpost'), s.id('Tasha Yar')];
    // Act
    const after = play(game, attempt(s.id('Test Mission'), runabout));
    // Assert: the move and the beam undone, the report kept, the dilemma discarded, p2's turn
    expect(after.cards[runabout]?.zone).toEqual({ kind: 'atLocation', location: s.id('Outpost Mission') });
    expect(after.cards[tasha]?.zone).toEqual({ kind: 'aboard', carrier: outpost });
    expect(after.cards[s.id('Mendon')]?.zone).toEqual({ kind: 'aboard', carrier: outpost });
    expect(after.cards[s.id('Temporal Causality Loop')]?.zone).toEqual({ kind: 'outOfPlay', player: 'p2' });
    expect(after.turn).toMatchObject({ number: 2, active: 'p2' });
    expect(after.turn.actions).toBeUndefined();
    expect(log(game).at(-1)?.events).toContainEqual(
      expect.stringMatching(/undoes ship.move, then card.beam/),
    );
  });

  it('should give back the RANGE of an undone move (Rulebook 7.1.5 Move)', () => {
    // Arrange
    const [game, s] = started(fleet());
    const runabout = s.id('Runabout');
    play(game, { type: 'ship.move', player: 'p1', ship: runabout, to: s.id('Test Mission') });
    const moving = state(game).orders.rangeUsed[runabout];
    // Act: the attempt alone, before the turn passes (a new turn gives back all RANGE anyway)
    const undone = runAttempt(state(game), onShip('p1', s.id('Test Mission'), runabout));
    // Assert
    expect(moving).toBeGreaterThan(0);
    expect(undone.game.orders.rangeUsed[runabout]).toBeUndefined();
    expect(undone.report?.events.map((e) => e.text)).toContain('undoes ship.move');
  });

  it('should undo a card play: the card back in hand, the normal card play given back (Rulebook "Play a Card")', () => {
    // Arrange: the Runabout already at the loop; Worf reported to the outpost there (1), beamed aboard (2)
    const [game, s] = started(atLoop().hand('p1', ['Worf']).modify('Worf', { faceUp: false })); // as drawn
    const [runabout, outpost, worf] = [s.id('Runabout'), s.id('Federation Outpost'), s.id('Worf')];
    play(
      game,
      offered(game, (c) => c.type === 'card.play' && c.card === worf),
    );
    play(game, { type: 'card.beam', player: 'p1', card: worf, from: outpost, to: runabout });
    // Act: the attempt alone, before the turn passes (a new turn gives back the card play anyway)
    const undone = runAttempt(state(game), onShip('p1', s.id('Test Mission'), runabout)).game;
    // Assert
    expect(undone.cards[worf]?.zone).toEqual({ kind: 'hand', player: 'p1' });
    expect(undone.turn.normalCardPlayUsed).toBe(false);
    expect(undone.turn.mustEnd).toBe(true);
  });

  it('should undo the card play just before the attempt, though the attempt began orders (Rulebook "Play a Card")', () => {
    // Arrange: Worf reported to the outpost (1), then the attempt, the first order of the turn
    const [game, s] = started(atLoop().hand('p1', ['Worf']));
    play(
      game,
      offered(game, (c) => c.type === 'card.play' && c.card === s.id('Worf')),
    );
    // Act
    const after = play(game, attempt(s.id('Test Mission'), s.id('Runabout')));
    // Assert
    expect(after.cards[s.id('Worf')]?.zone).toEqual({ kind: 'hand', player: 'p1' });
    expect(log(game).at(-1)?.events).toContainEqual(expect.stringMatching(/undoes card.play/));
  });

  it('should undo an undock: the ship docked again where it was (Rulebook 7.1.4 Dock & Undock)', () => {
    // Arrange: the Runabout undocks from the outpost (1) and moves to the loop (2)
    const [game, s] = started(docked());
    const runabout = s.id('Runabout');
    play(game, { type: 'ship.undock', player: 'p1', ship: runabout });
    play(game, { type: 'ship.move', player: 'p1', ship: runabout, to: s.id('Test Mission') });
    // Act
    const after = play(game, attempt(s.id('Test Mission'), runabout));
    // Assert
    expect(after.cards[runabout]?.zone).toEqual({ kind: 'docked', facility: s.id('Federation Outpost') });
    expect(after.turn).toMatchObject({ number: 2, active: 'p2' });
  });

  it('should undo a decloak then a move: the ship cloaked again where it was (Rulebook 7.6 Cloak)', () => {
    // Arrange: the cloaked K'Vort moves to the loop (1) and decloaks (2)
    const [game, s] = started(klingon().modify("I.K.C. K'Vort", { cloaked: true }));
    const ship = s.id("I.K.C. K'Vort");
    const cloaked = state(game).cards[ship];
    play(game, { type: 'ship.move', player: 'p1', ship, to: s.id('Test Mission') });
    play(game, { type: 'ship.decloak', player: 'p1', ship });
    // Act
    const undone = runAttempt(state(game), onShip('p1', s.id('Test Mission'), ship)).game;
    // Assert: cloaked at its origin, its decloak and RANGE not used this turn (stopped by the failed attempt)
    expect(undone.cards[ship]).toEqual({ ...cloaked, stopped: true });
    expect(undone.orders).toEqual({ rangeUsed: {}, cloakUsed: [], landingUsed: [] });
  });

  it('should undo what was done before the game was saved and restored (ARCHITECTURE "persist")', () => {
    // Arrange
    const [first, s] = started(fleet());
    const runabout = s.id('Runabout');
    play(first, { type: 'ship.move', player: 'p1', ship: runabout, to: s.id('Test Mission') });
    const restored = restore(persist(first));
    if (E.isLeft(restored)) throw new Error(restored.left.message);
    // Act
    const after = play(restored.right, attempt(s.id('Test Mission'), runabout));
    // Assert
    expect(after.cards[runabout]?.zone).toEqual({ kind: 'atLocation', location: s.id('Outpost Mission') });
  });

  it('should undo a card play, a beam and a move exactly as the live game does after persist and restore (ARCHITECTURE "One owner of the game state")', () => {
    // Arrange: Mendon reported (1), Tasha Yar beamed aboard (2), the Runabout moved to the loop (3); saved there
    const [live, s] = reportBeamMove();
    const runabout = s.id('Runabout');
    const restored = restore(persist(live));
    if (E.isLeft(restored)) throw new Error(restored.left.message);
    // Act
    const fromLive = play(live, attempt(s.id('Test Mission'), runabout));
    const fromRestored = play(restored.right, attempt(s.id('Test Mission'), runabout));
    // Assert: the same two actions undone, the same game and log
    expect(log(restored.right).at(-1)?.events).toContainEqual(
      expect.stringMatching(/undoes ship.move, then card.beam/),
    );
    expect(fromRestored).toEqual(fromLive);
    expect(log(restored.right)).toEqual(log(live));
  });

  it('should undo a card play, a beam and a move exactly as the live game does after a fork (what each action changed is shared)', () => {
    // Arrange: Mendon reported (1), Tasha Yar beamed aboard (2), the Runabout moved to the loop (3); forked there
    const [live, s] = reportBeamMove();
    const runabout = s.id('Runabout');
    const copy = fork(live);
    // Act
    const fromCopy = play(copy, attempt(s.id('Test Mission'), runabout));
    const fromLive = play(live, attempt(s.id('Test Mission'), runabout));
    // Assert
    expect(log(copy).at(-1)?.events).toContainEqual(
      expect.stringMatching(/undoes ship.move, then card.beam/),
    );
    expect(fromCopy).toEqual(fromLive);
  });

  it('should undo nothing and go on with the turn when SCIENCE and CUNNING>35 are aboard (Rulebook "Dilemmas")', () => {
    // Arrange
    const [game, s] = started(fleet(['Data', 'Mendon', 'Tasha Yar', 'Worf', 'Geordi La Forge']));
    const runabout = s.id('Runabout');
    play(game, { type: 'ship.move', player: 'p1', ship: runabout, to: s.id('Test Mission') });
    // Act
    const after = play(game, attempt(s.id('Test Mission'), runabout));
    // Assert
    expect(after.cards[runabout]?.zone).toEqual({ kind: 'atLocation', location: s.id('Test Mission') });
    expect(log(game).at(-1)?.events).toContainEqual(expect.stringMatching(/Loop \(p2-\d+\) is overcome/));
    expect(after.turn).toMatchObject({ number: 1, active: 'p1' });
    expect(after.pending).toEqual({ player: 'p1', decision: 'turn.act' });
  });

  it('should end the turn with nothing to undo when the attempt is the first action (Temporal Causality Loop: "of this turn")', () => {
    // Arrange
    const [game, s] = started(atLoop());
    // Act
    const after = play(game, attempt(s.id('Test Mission'), s.id('Runabout')));
    // Assert
    expect(after.cards[s.id('Runabout')]?.zone).toEqual({
      kind: 'atLocation',
      location: s.id('Test Mission'),
    });
    expect(after.turn).toMatchObject({ number: 2, active: 'p2' });
  });

  it('should go out of play without effect when an action to undo cannot be undone exactly (an earlier mission attempt)', () => {
    // Arrange: a K'Vort attempts the outpost's mission and fails (its seed cards met), then this one moves
    const [game, s] = started(
      fleet()
        .ship('p1', { title: "I.K.C. K'Vort", label: 'other' }, { at: 'Outpost Mission' })
        .aboard('other', 'p1', ['Kurn']),
    );
    const [runabout, other] = [s.id('Runabout'), s.id('other')];
    play(game, attempt(s.id('Outpost Mission'), other));
    play(game, { type: 'ship.move', player: 'p1', ship: runabout, to: s.id('Test Mission') });
    // Act
    const after = play(game, attempt(s.id('Test Mission'), runabout));
    // Assert: the move stays, the turn goes on, the dilemma is out of play, the log says why
    expect(log(game).at(-1)?.events).toContainEqual(
      expect.stringMatching(/cannot undo mission.attempt exactly \(it is a mission attempt/),
    );
    expect(after.cards[runabout]?.zone).toEqual({ kind: 'atLocation', location: s.id('Test Mission') });
    expect(after.cards[s.id('Temporal Causality Loop')]?.zone).toEqual({ kind: 'outOfPlay', player: 'p2' });
    expect(after.turn).toMatchObject({ number: 1, active: 'p1' });
  });
});

// Helpers

/** Two space missions, an outpost and a crewed Runabout at the first, the loop seeded under the second. */
const fleet = (crew: ReadonlyArray<string> = ['Worf']) =>
  scenario()
    .mission('p1', { title: 'Investigate Alien Probe', label: 'Outpost Mission' })
    .mission('p1', 'Test Mission')
    .seed('Test Mission', 'p2', ['Temporal Causality Loop'])
    .facility('p1', 'Federation Outpost', { at: 'Outpost Mission' })
    .aboard('Federation Outpost', 'p1', ['Tasha Yar'])
    .ship('p1', 'Runabout', { at: 'Outpost Mission' })
    .aboard('Runabout', 'p1', crew)
    .drawDeck('p1', ['Data'])
    .drawDeck('p2', ['Kurn']);

/** The fleet started, then three actions: Mendon reported to the outpost, Tasha Yar beamed aboard, a move to the loop. */
const reportBeamMove = (): readonly [Game, Scenario] => {
  const [game, s] = started(fleet().hand('p1', ['Mendon']));
  const [runabout, outpost, tasha] = [s.id('Runabout'), s.id('Federation Outpost'), s.id('Tasha Yar')];
  play(
    game,
    offered(game, (c) => c.type === 'card.play' && c.card === s.id('Mendon')),
  );
  play(game, { type: 'card.beam', player: 'p1', card: tasha, from: outpost, to: runabout });
  play(game, { type: 'ship.move', player: 'p1', ship: runabout, to: s.id('Test Mission') });
  return [game, s];
};

/** The Runabout docked at the outpost of the first mission. */
const docked = () =>
  scenario()
    .mission('p1', { title: 'Investigate Alien Probe', label: 'Outpost Mission' })
    .mission('p1', 'Test Mission')
    .seed('Test Mission', 'p2', ['Temporal Causality Loop'])
    .facility('p1', 'Federation Outpost', { at: 'Outpost Mission' })
    .ship('p1', 'Runabout', { dockedAt: 'Federation Outpost' })
    .aboard('Runabout', 'p1', ['Worf'])
    .drawDeck('p1', ['Data'])
    .drawDeck('p2', ['Kurn']);

/** A K'Vort (cloaking device) crewed by Klingons at the first mission. */
const klingon = () =>
  scenario()
    .mission('p1', { title: 'Investigate Alien Probe', label: 'Outpost Mission' })
    .mission('p1', 'Test Mission')
    .seed('Test Mission', 'p2', ['Temporal Causality Loop'])
    .ship('p1', "I.K.C. K'Vort", { at: 'Outpost Mission' })
    .aboard("I.K.C. K'Vort", 'p1', ['Kurn', 'Gowron', "K'mpec"])
    .drawDeck('p1', ['Data'])
    .drawDeck('p2', ['Kurn']);

/** The Runabout with Mendon (SCIENCE, CUNNING 5) already at the loop's mission, an outpost there. */
const atLoop = () =>
  scenario()
    .mission('p1', 'Test Mission')
    .seed('Test Mission', 'p2', ['Temporal Causality Loop'])
    .facility('p1', 'Federation Outpost', { at: 'Test Mission' })
    .ship('p1', 'Runabout', { at: 'Test Mission' })
    .aboard('Runabout', 'p1', ['Mendon'])
    .drawDeck('p1', ['Data'])
    .drawDeck('p2', ['Kurn']);

const attempt = (location: string, ship: string): Command => ({
  type: 'mission.attempt',
  player: 'p1',
  location,
  ship,
});

/** The legal command the predicate picks (it must be offered). */
const offered = (game: Game, pick: (c: Command) => boolean): Command => {
  const command = legalActions(game).find(pick);
  if (command === undefined) throw new Error('not offered');
  return command;
};
