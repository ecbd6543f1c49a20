// Issue 16: the engine's boundary is hostile. `send` checks a command's shape before its rule and never throws; what
// the engine returns is frozen data, and what it keeps is its own copy (ARCHITECTURE "Every player decision is a
// command", "Nothing the API returns is a live engine object").
import * as E from 'fp-ts/Either';
import { bundledDecks } from '../cards/decks';
import { type Command, type Game, legalActions, log, pending, persist, send, state, view } from './engine';
import { created } from './engine-test-support';
import { randomPlayer } from './players';

describe('send', () => {
  it('should refuse an id sent as a one-element array, naming the field, and leave the game as it was', () => {
    // Arrange
    const game = playUntilListed('card.beam');
    const beam = legalActions(game).find((command) => command.type === 'card.beam') as Command & {
      card: string;
    };
    const before = persist(game);
    // Act
    const result = send(game, { ...beam, card: [beam.card] } as unknown as Command);
    // Assert
    expect(result).toEqual(
      E.left({ rule: 'Command', message: 'card.beam: field "card" must be a card id string.' }),
    );
    expect(persist(game)).toBe(before);
    expect(E.isRight(send(game, beam))).toBe(true);
  });

  it('should return Left and never throw, whatever it is given, and change nothing', () => {
    // Arrange
    const game = playUntilListed('card.beam');
    const [listed] = legalActions(game) as ReadonlyArray<Command & Record<string, unknown>>;
    if (listed === undefined) throw new Error('a decision should be pending');
    let deep: unknown = listed.player;
    for (let level = 0; level < 20_000; level++) deep = { deeper: deep };
    const inputs: ReadonlyArray<unknown> = [
      null,
      undefined,
      {},
      { type: 'constructor' },
      { ...listed, player: 'toString' },
      { ...listed, card: 'constructor' },
      { ...listed, ship: 'toString' },
      { ...listed, extra: true },
      { ...listed, player: deep },
      { type: listed.type },
    ];
    const before = persist(game);
    // Act
    const results = inputs.map((input) => send(game, input as Command));
    // Assert
    for (const result of results) expect(E.isLeft(result) && result.left.rule).toBe('Command');
    expect(persist(game)).toBe(before);
  });

  it("should keep a copy of the command in the log, not the caller's object", () => {
    // Arrange
    const game = created({ decks: [bundledDecks.federation, bundledDecks.klingon], seed: 3 });
    const [listed] = legalActions(game);
    if (listed === undefined) throw new Error('a decision should be pending');
    const mine = JSON.parse(JSON.stringify(listed)) as Command & { player: string };
    // Act
    send(game, mine);
    mine.player = 'p2';
    // Assert
    expect(log(game)[0]?.command).toEqual(listed);
    expect(log(game)[0]?.command).not.toBe(mine);
  });
});

describe('state, pending, legalActions, view and log', () => {
  it('should return frozen data: changing it changes nothing in the game', () => {
    // Arrange
    const game = playUntilListed('card.beam');
    const me = pending(game)?.player ?? 'p1';
    const other = me === 'p1' ? 'p2' : 'p1';
    const before = persist(game);
    const actions = legalActions(game) as Command[];
    const [listed] = actions as Array<Command & { player: string }>;
    const changes: ReadonlyArray<() => unknown> = [
      () => Object.assign(pending(game) ?? {}, { player: other }),
      () => Object.assign(state(game), { turn: null }),
      () => Object.assign(state(game).players[0], { score: 1000 }),
      () => actions.push({ type: 'turn.end', player: other }),
      () => Object.assign(listed ?? {}, { player: other }),
      () => Object.assign(view(game, me).zones, { [`hand:${me}`]: [] }),
      () => (log(game) as unknown[]).push({}),
      () => Object.assign(log(game)[0] ?? {}, { text: 'forged' }),
      () => Object.assign(log(game, other)[0] ?? {}, { text: 'forged' }),
    ];
    // Act
    const refused = changes.map((change) => {
      try {
        change();
        return false;
      } catch (error) {
        return error instanceof TypeError;
      }
    });
    // Assert
    expect(refused).toEqual(changes.map(() => true));
    expect(persist(game)).toBe(before);
    expect(pending(game)?.player).toBe(me);
    expect(legalActions(game)).toHaveLength(actions.length);
  });
});

// Helpers

/** A game between the bundled decks, played by a random player until a command of `type` is listed. */
function playUntilListed(type: Command['type']): Game {
  const game = created({ decks: [bundledDecks.federation, bundledDecks.klingon], seed: 8 });
  const player = randomPlayer(8);
  for (let step = 0; step < 3_000; step++) {
    if (legalActions(game).some((command) => command.type === type)) return game;
    const next = player.choose(game);
    if (next === null) break;
    send(game, next);
  }
  throw new Error(`no ${type} was listed`);
}
