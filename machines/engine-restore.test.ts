// Issue 16 defect 5: `restore` trusts nothing in a save. Its structure is checked, its log replayed from its origin,
// and a save whose state or log is not what its commands give is refused with a typed error, never an exception.
import * as E from 'fp-ts/Either';
import { bundledDecks } from '../cards/decks';
import { type Game, legalActions, persist, restore, send, state } from './engine';
import { created } from './engine-test-support';

type Json = Record<string, unknown>;
type SavedGame = Json & {
  players: Array<Json>;
  cards: Record<string, Json>;
  zones: Record<string, string[]>;
  pending: Json | null;
};
type Save = Json & { log: Array<Json & { command: Json; text: string }>; snapshot: Json };

describe('restore', () => {
  it('should restore an untouched save, which continues identically', () => {
    // Arrange
    const game = played(120);
    // Act
    const restored = restore(persist(game));
    // Assert
    expect(E.isRight(restored) && persist(restored.right)).toBe(persist(game));
  });

  it.each<[string, (save: Save) => void]>([
    ["the opponent's hand card moved into a hand", (save) => editGames(save, moveHandCard)],
    [
      'a nonexistent blueprint',
      (save) => editGames(save, (g) => Object.assign(firstCard(g), { blueprint: 'no/such' })),
    ],
    [
      'a PRNG state of ["a", null, 3, 4]',
      (save) => editGames(save, (g) => Object.assign(g, { random: ['a', null, 3, 4] })),
    ],
    ['a score of 1000', (save) => editGames(save, (g) => Object.assign(g.players[0] ?? {}, { score: 1000 }))],
    [
      'a score of "1000"',
      (save) => editGames(save, (g) => Object.assign(g.players[0] ?? {}, { score: '1000' })),
    ],
    ['an owner "p3"', (save) => editGames(save, (g) => Object.assign(firstCard(g), { owner: 'p3' }))],
    [
      'a pending decision "no.such"',
      (save) => editGames(save, (g) => Object.assign(g.pending ?? {}, { decision: 'no.such' })),
    ],
    ['an edited log text', (save) => Object.assign(save.log[3] ?? {}, { text: 'forged' })],
    ['an edited logged command', (save) => Object.assign(save.log[0]?.command ?? {}, { player: 'p3' })],
    ['a dropped log entry', (save) => save.log.splice(2, 1)],
    ['a root snapshot value "noSuchState"', (save) => Object.assign(save.snapshot, { value: 'noSuchState' })],
    ['a root snapshot status "error"', (save) => Object.assign(save.snapshot, { status: 'error' })],
    ['no snapshot', (save) => Object.assign(save, { snapshot: null })],
    ['an origin with no decks', (save) => Object.assign(save, { origin: { kind: 'decks', seed: 1 } })],
  ])('should refuse a save with %s, with a typed error', (_, edit) => {
    // Arrange
    const save = JSON.parse(persist(played(120))) as Save;
    edit(save);
    // Act
    const restored = restore(JSON.stringify(save));
    // Assert
    expect(E.isLeft(restored) && restored.left.rule).toBe('Restore');
  });
});

// Helpers

const savedGames = new Map<number, Game>();

/** A game between the bundled decks after `steps` first-listed commands (built once per length). */
function played(steps: number): Game {
  const known = savedGames.get(steps);
  if (known !== undefined) return known;
  const game = created({ decks: [bundledDecks.federation, bundledDecks.klingon], seed: 9 });
  for (let step = 0; step < steps; step++) {
    const [first] = legalActions(game);
    if (first !== undefined) send(game, first);
  }
  expect(state(game).phase).not.toBe('over');
  savedGames.set(steps, game);
  return game;
}

/** Applies `edit` to every game state of a save's snapshot (the root's and each running child's). */
function editGames(save: Save, edit: (game: SavedGame) => void): void {
  const visit = (node: unknown): void => {
    const snapshot = node as {
      context?: { game?: SavedGame };
      children?: Record<string, { snapshot?: unknown }>;
    };
    if (snapshot?.context?.game !== undefined) edit(snapshot.context.game);
    for (const child of Object.values(snapshot?.children ?? {})) visit(child?.snapshot);
  };
  visit(save.snapshot);
}

function firstCard(game: SavedGame): Json {
  const [card] = Object.values(game.cards);
  if (card === undefined) throw new Error('the game should have cards');
  return card;
}

/** Moves a card of p2's hand into p1's, keeping the bookkeeping consistent (zone list and card zone). */
function moveHandCard(game: SavedGame): void {
  const theirs = game.zones['hand:p2'] ?? [];
  const card = theirs.pop();
  if (card === undefined) throw new Error('p2 should hold cards');
  game.zones['hand:p1'] = [...(game.zones['hand:p1'] ?? []), card];
  Object.assign(game.cards[card] ?? {}, { zone: { kind: 'hand', player: 'p1' } });
}
