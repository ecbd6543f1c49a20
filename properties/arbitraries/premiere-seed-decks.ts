// Generators of small decks from real Premiere cards, for whole seed-phase property tests.
import { fc } from '@fast-check/jest';
import { loadCardDatabase } from '../../cards/database';
import { emptyGame } from '../../domain/core/empty-game';
import { addCard, type GameState, type PlayerId, type Zone } from '../../domain/core/game-state';

/** A deck by card titles: six different missions and a seed deck (dilemmas, artifacts, outposts, repeats allowed). */
export interface DeckTitles {
  readonly missions: ReadonlyArray<string>;
  readonly seed: ReadonlyArray<string>;
}

const premiere = loadCardDatabase().all.filter((b) => b.release === 'premiere' && !b.variant);
const titles = (type: string) => [...new Set(premiere.filter((b) => b.type === type).map((b) => b.title))];
const missionTitles = titles('Mission');
const seedTitles = [...titles('Dilemma'), ...titles('Artifact'), ...titles('Facility')];
const drawTitles = titles('Personnel').slice(0, 30);

/** Six Premiere missions (two decks often share some) and up to 20 Premiere seed cards. */
export const premiereDeckArb: fc.Arbitrary<DeckTitles> = fc.record({
  missions: fc.shuffledSubarray(missionTitles, { minLength: 6, maxLength: 6 }),
  seed: fc.array(fc.constantFrom(...seedTitles), { maxLength: 20 }),
});

/** A game before the doorway phase: `p1` (the starting player) and `p2` with these decks and 30 personnel each. */
export const gameFromTitles = (decks: readonly [DeckTitles, DeckTitles], seed: number): GameState => {
  const db = loadCardDatabase();
  const players: readonly [PlayerId, PlayerId] = ['p1', 'p2'];
  let game = emptyGame(players, seed);
  const put = (player: PlayerId, title: string, zone: Zone) => {
    const blueprint = premiere.find((b) => b.title === title) ?? db.byTitle(title)[0];
    if (blueprint === undefined) throw new Error(`no card titled ${title}`);
    game = addCard(player, blueprint, zone, { at: 'bottom' })(game)[1];
  };
  players.forEach((player, i) => {
    const deck = decks[i] as DeckTitles;
    for (const t of deck.missions) put(player, t, { kind: 'missionPile', player });
    for (const t of deck.seed) put(player, t, { kind: 'seedDeck', player });
    for (const t of drawTitles) put(player, t, { kind: 'drawDeck', player });
  });
  return game;
};
