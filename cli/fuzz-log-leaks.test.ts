import * as E from 'fp-ts/Either';
import { bundledDecks } from '../cards/decks';
import { blueprintOf, type CardId } from '../domain/core/game-state';
import type { LogEntry } from '../domain/view/describe';
import { createGame, type Game, log, send, state } from '../machines/engine';
import { randomPlayer } from '../machines/players';
import { logLeak, logLeaks, type Sightings, sightingsOf } from './fuzz-log-leaks';

// Issue 16, Rulebook "Looking at Cards": the fuzz campaign's log leak check finds a log entry that names a card its
// reader never saw, lets through the cards the rules reveal (a seed card in a mission attempt, Rulebook 7.2 line 610;
// a probe card, Rulebook "Probing" line 966), and finds
// nothing in the engine's own logs.
describe('logLeak', () => {
  it('should find a title of a card hidden from p1 at every decision written into their log by hand', () => {
    // Arrange
    const game = playedGame(60);
    const sightings = sightingsOf(game).get('p1') as Sightings;
    const [id, title] = hiddenThroughout(game, sightings);
    const entries = log(game, 'p1');
    const leaking = withEvent(entries, `p2 draws ${title} (${id})`);
    // Act
    const found = logLeak('p1', leaking, sightings, state(game));
    // Assert
    expect(found).toBe(
      `p1's log entry 1 names ${title} (${id}), hidden from them at every decision: p2 draws ${title} (${id})`,
    );
  });

  it('should let through a seed card and a probe card the rules reveal, and a card written as a hidden card', () => {
    // Arrange
    const game = playedGame(60);
    const sightings = sightingsOf(game).get('p1') as Sightings;
    const [id, title] = hiddenThroughout(game, sightings);
    const entries = log(game, 'p1');
    const probed = withEvent(entries, `p2 probes for X (p2-1): the probe card is ${title} (${id})`);
    const encountered = withEvent(entries, `${title} (${id}) is revealed`);
    const hidden = withEvent(entries, `p2 draws a hidden card (${id})`);
    // Act
    const found = [probed, encountered, hidden].map((e) => logLeak('p1', e, sightings, state(game)));
    // Assert
    expect(found).toEqual([null, null, null]);
  });
});

describe('sightingsOf', () => {
  it('should note decision by decision what a game made again from its origin notes, and find no leak in either log', () => {
    // Arrange
    const game = created();
    const player = randomPlayer(7);
    const leaks: string[] = [];
    // Act
    for (let step = 0; step < 80; step++) {
      leaks.push(...logLeaks(game, sightingsOf(game)));
      const command = player.choose(game);
      if (command === null || E.isLeft(send(game, command))) break;
    }
    const noted = sightingsOf(game);
    const again = sightingsOf(replayed(game));
    // Assert
    expect(leaks).toEqual([]);
    expect(again).toEqual(noted);
    expect([...(noted.get('p2')?.hiddenUntil.keys() ?? [])].length).toBeGreaterThan(0);
  });
});

// Helpers

const created = (): Game => {
  const made = createGame({ decks: [bundledDecks.federation, bundledDecks.klingon], seed: 21 });
  if (E.isLeft(made)) throw new Error(made.left.message);
  return made.right;
};

const playedGame = (steps: number): Game => {
  const game = created();
  const player = randomPlayer(4);
  for (let i = 0; i < steps; i++) {
    const command = player.choose(game);
    if (command === null || E.isLeft(send(game, command))) break;
  }
  return game;
};

const replayed = (game: Game): Game => {
  const again = created();
  for (const entry of log(game)) send(again, entry.command as Parameters<typeof send>[1]);
  return again;
};

// a card of p2 hidden from p1 at every decision so far
const hiddenThroughout = (game: Game, sightings: Sightings): readonly [CardId, string] => {
  const entries = log(game).length;
  const id = [...sightings.hiddenUntil].find(
    ([card, until]) => until === entries && state(game).cards[card]?.owner === 'p2',
  )?.[0] as CardId;
  return [id, blueprintOf(id)(state(game)).title];
};

const withEvent = (entries: ReadonlyArray<LogEntry>, event: string): ReadonlyArray<LogEntry> =>
  entries.map((entry, index) => (index === 0 ? { ...entry, events: [...entry.events, event] } : entry));
