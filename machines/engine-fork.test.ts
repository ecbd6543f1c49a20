// fork: a copy of a live game for look-ahead (ARCHITECTURE "One owner of the game state": the state is immutable
// data, so a fork shares it; persist + restore would write and read it as JSON).

import * as E from 'fp-ts/Either';
import type { InspectionEvent } from 'xstate';
import { bundledDecks } from '../cards/decks';
import { fork, type Game, legalActions, log, pending, persist, restore, state } from './engine';
import { created, sent } from './engine-test-support';
import { heuristicPlayer } from './heuristic/player';

describe('fork', () => {
  it('should continue identically to the original, command for command', () => {
    // Arrange
    const original = playFirstChoices(newGame(11), 25);
    // Act
    const copy = fork(original);
    // Assert
    expect(state(playFirstChoices(copy, 300))).toEqual(state(playFirstChoices(original, 300)));
    expect(log(copy)).toEqual(log(original));
  });

  it('should leave the original unchanged when the fork is sent commands', () => {
    // Arrange
    const original = playFirstChoices(newGame(5), 30);
    const before = persist(original);
    const stateBefore = state(original);
    // Act
    const copy = playFirstChoices(fork(original), 20);
    // Assert
    expect(log(copy).length).toBe(log(original).length + 20);
    expect(state(original)).toBe(stateBefore);
    expect(persist(original)).toBe(before);
  });

  it('should copy a mission attempt under way: the child actor that owns the state (Rulebook 7.2)', () => {
    // Arrange: two heuristic players until a mission attempt waits on a decision
    const original = untilAttempt(newGame(3));
    // Act
    const copy = fork(original);
    // Assert
    expect(state(copy).attempt).toEqual(state(original).attempt);
    expect(legalActions(copy)).toEqual(legalActions(original));
    expect(state(playFirstChoices(copy, 60))).toEqual(state(playFirstChoices(original, 60)));
  });

  it('should persist as the original does, and restore, mid-turn and in a mission attempt (Rulebook 7.2)', () => {
    // Arrange
    const midTurn = playFirstChoices(newGame(6), 70);
    const inAttempt = untilAttempt(newGame(3));
    // Act
    const copies = [fork(midTurn), fork(inAttempt)];
    // Assert
    expect(copies.map(persist)).toEqual([persist(midTurn), persist(inAttempt)]);
    expect(copies.map((copy) => E.isRight(restore(persist(copy))))).toEqual([true, true]);
  });

  it('should continue a fork of a fork identically, each apart from the games it was forked from', () => {
    // Arrange
    const original = playFirstChoices(newGame(8), 40);
    const child = playFirstChoices(fork(original), 15);
    const childLog = log(child);
    // Act
    const grandchild = fork(child);
    playFirstChoices(child, 30);
    // Assert
    expect(log(grandchild)).toEqual(childLog);
    expect(log(original)).toEqual(childLog.slice(0, 40));
    expect(state(playFirstChoices(grandchild, 30))).toEqual(state(child));
    expect(log(grandchild)).toEqual(log(child));
  });

  it('should keep the pending decision and the legal actions apart once either game moves', () => {
    // Arrange
    const original = playFirstChoices(newGame(13), 35);
    const copy = fork(original);
    const [pendingBefore, actionsBefore] = [pending(original), legalActions(original)];
    // Act
    const [, second] = legalActions(copy);
    if (second === undefined) throw new Error('a decision with one choice only');
    sent(copy, second);
    // Assert
    expect(pending(original)).toEqual(pendingBefore);
    expect(legalActions(original)).toEqual(actionsBefore);
    expect(log(copy).at(-1)?.command).toEqual(second);
    expect(log(original)).toHaveLength(35);
  });

  it("should tell each game's inspector only of its own actors and the commands sent to it", () => {
    // Arrange
    const originalEvents: InspectionEvent[] = [];
    const copyEvents: InspectionEvent[] = [];
    const original = playFirstChoices(
      created({
        decks: [bundledDecks.federation, bundledDecks.klingon],
        seed: 4,
        inspect: (event) => originalEvents.push(event),
      }),
      30,
    );
    const heardByOriginal = originalEvents.length;
    // Act
    const copy = playFirstChoices(
      fork(original, (event) => copyEvents.push(event)),
      3,
    );
    const heardDuringCopysCommands = originalEvents.length - heardByOriginal;
    const heardByCopy = copyEvents.length;
    playFirstChoices(original, 3);
    // Assert
    const sessionsOf = (events: ReadonlyArray<InspectionEvent>) =>
      new Set(events.map((e) => e.actorRef.sessionId));
    const originalSessions = sessionsOf(originalEvents);
    expect(heardDuringCopysCommands).toBe(0);
    expect(copyEvents).toHaveLength(heardByCopy);
    expect(originalEvents.length).toBeGreaterThan(heardByOriginal);
    expect(copyEvents.filter((e) => e.type === '@xstate.actor').length).toBeGreaterThan(0);
    expect([...sessionsOf(copyEvents)].filter((id) => originalSessions.has(id))).toEqual([]);
    const heard = new Set(
      copyEvents.flatMap((e) => (e.type === '@xstate.event' ? [JSON.stringify(e.event)] : [])),
    );
    expect(
      log(copy)
        .slice(30)
        .filter((entry) => !heard.has(JSON.stringify(entry.command))),
    ).toEqual([]);
  });
});

// Helpers

const newGame = (seed: number): Game =>
  created({ decks: [bundledDecks.federation, bundledDecks.klingon], seed });

const playFirstChoices = (game: Game, steps: number): Game => {
  for (let i = 0; i < steps; i++) {
    const [first] = legalActions(game);
    if (first === undefined) break;
    sent(game, first);
  }
  return game;
};

/** The game played by two heuristic players until a mission attempt is under way (at most 2,000 commands). */
const untilAttempt = (game: Game): Game => {
  const players = [heuristicPlayer(1), heuristicPlayer(2)];
  for (let i = 0; i < 2_000 && state(game).attempt === undefined; i++) {
    const turn = state(game).players.findIndex((p) => p.id === state(game).pending?.player);
    const command = players[turn]?.choose(game);
    if (command === undefined || command === null)
      throw new Error('the game ended before any mission attempt');
    sent(game, command);
  }
  if (state(game).attempt === undefined) throw new Error('no mission attempt in 2,000 commands');
  return game;
};
