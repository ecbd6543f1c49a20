// A new game's state before any card (Rulebook "Seed Phases": the doorway phase first, the first player to seed).
import type { GameState, PlayerId } from './game-state';
import { fromSeed } from './random';

/**
 * A game with two players, no cards, no spaceline, in the doorway seed phase, the first player to seed.
 * @category constructors
 */
export const emptyGame = (players: readonly [PlayerId, PlayerId], seed: number): GameState => ({
  players: [
    { id: players[0], score: 0 },
    { id: players[1], score: 0 },
  ],
  cards: {},
  zones: {},
  locations: {},
  spacelines: {},
  phase: 'doorway',
  turn: {
    number: 1,
    active: players[0],
    normalCardPlayUsed: false,
    ordersBegun: false,
    personnelDownloaded: [],
    exhaustedDrawDecks: [],
  },
  oncePerGame: [],
  modifiers: [],
  random: fromSeed(seed),
  winner: null,
  result: null,
  pending: { player: players[0], decision: 'doorway.seed' },
  seeding: { finished: [], lastSeeder: null, sharedDone: [] },
  orders: { rangeUsed: {}, cloakUsed: [], landingUsed: [] },
  chronicle: [],
});
