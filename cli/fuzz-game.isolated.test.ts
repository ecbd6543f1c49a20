import * as E from 'fp-ts/Either';
import type * as Engine from '../machines/engine';
import { type FuzzGameResult, restoresGame } from './fuzz-game';

// Issue 16: a fuzz game finds a defect planted in the engine's public API (the engine module replaced, for one test,
// by one whose function leaks or lies), however often its checks run; and finds nothing in the engine as it is.
// Seed 8 is a bundled-deck game between two random players (cli/fuzz-starts.ts).

// These tests play whole fuzz games: allow for a busy machine

describe('playFuzzGame', () => {
  it('should find nothing in a game of the engine as it is', () => {
    // Act
    const played = playWith(() => ({}))(8, 120);
    // Assert
    expect(played.failure).toBeNull();
    expect(played.decisions).toBe(120);
  });

  it('should find a player\'s log that names the cards hidden from them (Rulebook "Looking at Cards"), read at the game\'s end', () => {
    // Arrange: the log every player reads is the omniscient one (the dilemmas seeded face down named)
    const leaky = playWith((actual) => ({ log: (game: Engine.Game) => actual.log(game) }));
    // Act
    const played = leaky(8, 120);
    // Assert
    expect(played.failure?.check).toBe('log leaks nothing');
    expect(played.failure?.message).toMatch(
      /^p\d's log entry \d+ names .+, hidden from them at every decision/,
    );
    expect(played.failure?.step).toBe(120);
  });

  it('should find a public view that shows what the cards of hidden zones are (Rulebook "Looking at Cards")', () => {
    // Arrange: `view` shows every card's blueprint, the opponent's hand and both draw decks included
    const leaky = playWith((actual) => ({
      view: (game: Engine.Game, player: string) => {
        const seen = actual.view(game, player);
        const cards = actual.state(game).cards;
        const shown = Object.entries(seen.cards).map(([id, card]) => [
          id,
          { ...card, blueprint: cards[id]?.blueprint },
        ]);
        return { ...seen, cards: Object.fromEntries(shown) };
      },
    }));
    // Act
    const played = leaky(8, 120);
    // Assert
    expect(played.failure?.check).toBe('view leaks nothing');
    expect(played.failure?.message).toMatch(/^p1's view shows \d+ card\(s\) of hidden zones: /);
  });

  it('should find a save that restore refuses, in every game drawn to be restored, about one game in 4', () => {
    // Arrange: `persist` writes a digest its game does not have
    const broken: Planted = (actual) => ({
      persist: (game: Engine.Game) => actual.persist(game).replace(/"digest":"[^"]*"/, '"digest":"0"'),
    });
    const seeds = [8, 12, 16, 20, 24, 28];
    // Act
    const found = withEngine(broken, ({ playFuzzGame }) =>
      seeds.map((seed) => playFuzzGame(seed, 30).failure?.check ?? null),
    );
    // Assert
    const drawn = seeds.map((seed) => restoresGame(seed)[0]);
    expect(found).toEqual(drawn.map((restores) => (restores ? 'restore and continue' : null)));
    expect(drawn).toContain(true);
    const share = Array.from({ length: 1000 }, (_, seed) => restoresGame(seed)[0]).filter(Boolean).length;
    expect(share).toBeGreaterThan(200);
    expect(share).toBeLessThan(300);
  });

  it('should find an unlisted command accepted (ARCHITECTURE "Every player decision is a command")', () => {
    // Arrange: `send` answers every rule's refusal with the game, unchanged, as if it had accepted the command
    const lax = playWith((actual) => ({
      send: (game: Engine.Game, command: Engine.Command) => {
        const sent = actual.send(game, command);
        return E.isLeft(sent) && sent.left.rule !== 'Command' ? E.right(game) : sent;
      },
    }));
    // Act
    const played = lax(8, 120);
    // Assert
    expect(played.failure?.check).toBe('unlisted refused');
    expect(played.failure?.message).toMatch(/^accepted \{"type":/);
  });

  it('should find a log leak found at the end again when the failure is replayed (stccg fuzz --replay)', () => {
    // Arrange
    const leaky: Planted = (actual) => ({ log: (game: Engine.Game) => actual.log(game) });
    // Act
    const again = withEngine(leaky, ({ playFuzzGame, reproduce }) => {
      const failure = playFuzzGame(8, 120).failure;
      return failure === null ? null : reproduce({ ...failure, seed: 8 });
    });
    // Assert
    expect(again?.check).toBe('log leaks nothing');
  });
});

// Helpers

type Planted = (actual: typeof Engine) => Partial<typeof Engine>;

type FuzzModules = typeof import('./fuzz-game') & typeof import('./fuzz-reproduce');

/** `use` of the fuzz modules over the engine with `planted` in place of some of its functions (a registry of its own). */
const withEngine = <A>(planted: Planted, use: (modules: FuzzModules) => A): A => {
  let result: { readonly value: A } | undefined;
  jest.isolateModules(() => {
    jest.doMock('../machines/engine', () => {
      const actual = jest.requireActual<typeof Engine>('../machines/engine');
      return { ...actual, ...planted(actual) };
    });
    result = { value: use({ ...require('./fuzz-game'), ...require('./fuzz-reproduce') } as FuzzModules) };
  });
  return (result as { readonly value: A }).value;
};

const playWith =
  (planted: Planted) =>
  (seed: number, maxCommands: number): FuzzGameResult =>
    withEngine(planted, ({ playFuzzGame }) => playFuzzGame(seed, maxCommands));
