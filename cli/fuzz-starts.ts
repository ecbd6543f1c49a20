// Issue 16: how a fuzz game begins, from its seed alone: the two bundled decks (one seed in four) or decks generated
// from them (cli/fuzz-decks.ts), and the players, two random ones or (one seed in three) a heuristic p1, which
// attempts missions and starts battles that random play seldom reaches.
import type { Deck } from '../cards/deck-list';
import { bundledDecks } from '../cards/decks';
import { fromSeed } from '../domain/core/random';
import { generateDeck } from './fuzz-decks';
import type { PlayerKind } from './simulated-game';

/** A fuzz game's decks and players, and a name for the tally. */
export interface FuzzStart {
  readonly name: 'bundled' | 'generated';
  readonly decks: readonly [Deck, Deck];
  readonly kinds: readonly [PlayerKind, PlayerKind];
}

/** The start of the fuzz game of `seed`. */
export const startOf = (seed: number): FuzzStart => {
  const kinds: FuzzStart['kinds'] = seed % 3 === 0 ? ['heuristic', 'random'] : ['random', 'random'];
  const { federation, klingon } = bundledDecks;
  if (seed % 4 === 0) return { name: 'bundled', decks: [federation, klingon], kinds };
  const [first, random] = generateDeck(federation, klingon.missions.cards[0], fromSeed(seed ^ 0xdec));
  const [second] = generateDeck(klingon, federation.missions.cards[0], random);
  return { name: 'generated', decks: [first, second], kinds };
};
