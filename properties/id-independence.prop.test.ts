import { fc, test } from '@fast-check/jest';
import * as E from 'fp-ts/Either';
import { bundledDecks } from '../cards/decks';
import type { CardId, GameState } from '../domain/core/game-state';
import { renaming } from '../domain/seed-phases/card-ids';
import * as Setup from '../domain/seed-phases/setup';
import { createGame, type Game, legalActions, send, startGame, state, view } from '../machines/engine';
import { runs } from './runs';

// Issue 16 defect 1, ARCHITECTURE "Hidden information is respected": a card's id carries no information about the card.
// Two games that differ only in how their cards are named play alike, and a card's id says nothing about its place in
// the deck list.
describe('startGame', () => {
  test.prop([fc.nat(), fc.nat(), fc.array(fc.nat(), { minLength: 1, maxLength: 200 })], { numRuns: runs(8) })(
    'should give two namings of one game views equal up to the renaming, when both play the same choices by position',
    (seed, idSeed, choices) => {
      // Arrange: one game's setup, and the same setup with its cards named again from another id seed
      const initial = setupOf(seed);
      const toRenamed = renaming(idSeed, initial).toGame;
      const renamed = renamedGame(initial, toRenamed);
      const [a, b] = [started(initial), started(renamed)];
      // Act: the same choice, by its position in each game's listed actions
      for (const choice of choices) {
        const [listedA, listedB] = [legalActions(a), legalActions(b)];
        if (listedA.length === 0 || listedB.length === 0) break;
        expect(E.isRight(send(a, listedA[choice % listedA.length] as never))).toBe(true);
        expect(E.isRight(send(b, listedB[choice % listedB.length] as never))).toBe(true);
      }
      // Assert
      for (const player of ['p1', 'p2'] as const)
        expect(comparable(renamedText(JSON.stringify(view(a, player)), toRenamed))).toEqual(
          comparable(JSON.stringify(view(b, player))),
        );
    },
  );
});

describe('createGame', () => {
  it("should give a card ids that do not follow its place in the deck list (p2's cards over 60 seeds)", () => {
    // Arrange: p2's cards that are the only copy of their title, with their place in the Klingon deck list
    const positions: Array<readonly [number, number]> = [];
    const idsOf = new Map<string, Set<CardId>>();
    for (let seed = 1; seed <= 60; seed++) {
      const game = state(gameOf(seed));
      const ofP2 = Object.values(game.cards).filter((c) => c.owner === 'p2');
      for (const [place, blueprint] of deckOrder.entries()) {
        const copies = ofP2.filter((c) => c.blueprint === blueprint);
        if (copies.length !== 1) continue;
        const id = (copies[0] as { id: CardId }).id;
        positions.push([place, Number(id.split('-')[1])]);
        idsOf.set(blueprint, (idsOf.get(blueprint) ?? new Set()).add(id));
      }
    }
    // Assert: no card keeps an id, and the id's number does not follow the place (Pearson r near 0)
    expect(Math.min(...[...idsOf.values()].map((ids) => ids.size))).toBeGreaterThanOrEqual(20);
    expect(Math.abs(correlation(positions))).toBeLessThan(0.1);
  });
});

// Helpers

const decks = [bundledDecks.federation, bundledDecks.klingon] as const;

/** The Klingon deck's blueprints in deck-list order: missions, seed deck, draw deck. */
const deckOrder = [
  ...bundledDecks.klingon.missions.cards,
  ...bundledDecks.klingon.seed.cards,
  ...bundledDecks.klingon.draw.cards,
].map((entry) => entry.id);

const setupOf = (seed: number): GameState => {
  const initial = Setup.newGame({ decks, seed, startingPlayer: 'p1' });
  if (E.isLeft(initial)) throw new Error(initial.left.message);
  return initial.right;
};

const gameOf = (seed: number): Game => {
  const game = createGame({ decks, seed, startingPlayer: 'p1' });
  if (E.isLeft(game)) throw new Error(game.left.message);
  return game.right;
};

const started = (initial: GameState): Game => {
  const game = startGame(initial);
  if (E.isLeft(game)) throw new Error(game.left.message);
  return game.right;
};

/** A new game's setup with its cards named through `toRenamed`: the same cards in the same places and orders. */
const renamedGame = (game: GameState, toRenamed: ReadonlyMap<CardId, CardId>): GameState => {
  const rename = (id: CardId): CardId => toRenamed.get(id) ?? id;
  return {
    ...game,
    cards: Object.fromEntries(
      Object.values(game.cards).map((card) => [rename(card.id), { ...card, id: rename(card.id) }]),
    ),
    zones: Object.fromEntries(Object.entries(game.zones).map(([key, ids]) => [key, ids.map(rename)])),
  };
};

/** `text` with every card id renamed through `toRenamed` (ids name cards and, for missions, locations). */
const renamedText = (text: string, toRenamed: ReadonlyMap<CardId, CardId>): string =>
  text.replace(/p[12]-\d\d+/g, (id) => toRenamed.get(id) ?? id);

/**
 * A view's JSON with the unseen cards of draw and side decks as sets: the view lists them in the order of their ids
 * (domain/view/view.ts), which hides their order and differs, rightly, between two namings.
 */
const comparable = (text: string): unknown => {
  const seen = JSON.parse(text) as { zones: Record<string, string[]> };
  for (const [key, ids] of Object.entries(seen.zones))
    if (/^(drawDeck|sideDeck)/.test(key)) seen.zones[key] = [...ids].sort();
  return seen;
};

const correlation = (pairs: ReadonlyArray<readonly [number, number]>): number => {
  const mean = (xs: ReadonlyArray<number>) => xs.reduce((s, x) => s + x, 0) / xs.length;
  const [mx, my] = [mean(pairs.map((p) => p[0])), mean(pairs.map((p) => p[1]))];
  const cov = pairs.reduce((s, [x, y]) => s + (x - mx) * (y - my), 0);
  const sx = Math.sqrt(pairs.reduce((s, [x]) => s + (x - mx) ** 2, 0));
  const sy = Math.sqrt(pairs.reduce((s, [, y]) => s + (y - my) ** 2, 0));
  return cov / (sx * sy);
};
