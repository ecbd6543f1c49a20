import { fc, test } from '@fast-check/jest';
import * as E from 'fp-ts/Either';
import { type Deck, parseDeck } from '../cards/deck-list';
import { federation, klingon } from '../cards/decks';
import * as Decisions from '../domain/game/decisions';
import { checkInvariants } from '../domain/game/invariants';
import { createGame, legalActions, persist, restore, send, state } from '../machines/engine';
import { randomPlayer } from '../machines/players';
import { gameSeed } from './arbitraries/game-seed';
import { runs } from './runs';

// Rulebook "Playing 'At Any Time'" and ARCHITECTURE "Every player decision is a command": the bundled decks with
// valid responses and "at any time" interrupts added, so that response windows open in random games. At every
// decision `legalActions` lists only commands that `check` accepts, the game waits on one player, and a window is
// open only while an action waits for responses and its player may play something in it.
describe('responseWindow', () => {
  test.prop([gameSeed(), fc.integer()], { numRuns: runs(5) })(
    'should list only legal commands and ask one player at a time, windows included (Rulebook "Playing \'At Any Time\'")',
    (gameSeed, playerSeed) => {
      // Arrange
      const created = createGame({ decks: [responding.federation, responding.klingon], seed: gameSeed });
      if (E.isLeft(created)) throw new Error(created.left.message);
      const game = created.right;
      const player = randomPlayer(playerSeed);
      for (let step = 0; step < 3000; step++) {
        // Act
        const now = state(game);
        const listed = legalActions(game);
        // Assert
        for (const command of listed) expect(Decisions.check(command)(now)).toEqual(E.right(undefined));
        if (now.pending?.decision === 'response.window') {
          expect(now.responding?.asked).toBe(now.pending.player);
          expect(listed.filter((c) => c.type === 'card.play').length).toBeGreaterThan(0);
        } else expect(now.responding).toBeUndefined();
        expect(checkInvariants(now)).toEqual([]);
        const command = player.choose(game);
        if (command === null) break;
        expect(E.isRight(send(game, command))).toBe(true);
      }
    },
  );

  it('should open response windows in random games between decks holding responses (Rulings "actions – step 2")', () => {
    // Arrange
    let windows = 0;
    // Act
    for (let seed = 1; seed <= 3; seed++) {
      const created = createGame({ decks: [responding.federation, responding.klingon], seed });
      if (E.isLeft(created)) throw new Error(created.left.message);
      const game = created.right;
      const player = randomPlayer(seed);
      for (let step = 0; step < 3000 && state(game).pending !== null; step++) {
        if (state(game).pending?.decision === 'response.window') windows++;
        const command = player.choose(game);
        if (command === null) break;
        send(game, command);
      }
    }
    // Assert
    expect(windows).toBeGreaterThan(0);
  });

  it('should persist and restore a game in a response window, which goes on identically (ARCHITECTURE "One owner")', () => {
    // Arrange
    const created = createGame({ decks: [responding.federation, responding.klingon], seed: 7 });
    if (E.isLeft(created)) throw new Error(created.left.message);
    const game = created.right;
    const player = randomPlayer(7);
    for (let step = 0; step < 3000 && state(game).pending?.decision !== 'response.window'; step++) {
      const command = player.choose(game);
      if (command === null) break;
      send(game, command);
    }
    // Act
    const restored = restore(persist(game));
    // Assert
    expect(state(game).pending?.decision).toBe('response.window');
    expect(E.isRight(restored) && state(restored.right)).toEqual(state(game));
    const [next] = legalActions(game);
    if (E.isLeft(restored) || next === undefined) throw new Error('no restored game or no command');
    send(game, next);
    send(restored.right, next);
    expect(state(restored.right)).toEqual(state(game));
  });
});

// Helpers

/** A bundled deck text with cards added to its draw deck. */
const adding = (text: string, cards: ReadonlyArray<string>): Deck => {
  const deck = parseDeck(text.replace('Draw deck:\n', `Draw deck:\n${cards.join('\n')}\n`));
  if (E.isLeft(deck)) throw new Error(deck.left.map((p) => p.message).join('; '));
  return deck.right;
};

const responses = [
  '2x Amanda Rogers',
  'Q2',
  '2x Energy Vortex',
  '2x Subspace Schism',
  'Subspace Interference',
  '2x Emergency Transporter Armbands',
  'The Juggler',
];

const responding = {
  federation: adding(federation, [...responses, 'Kivas Fajo - Collector']),
  klingon: adding(klingon, [...responses, 'Kevin Uxbridge', 'Red Alert!']),
};
