// Rulebook "Seed Phases" (start of the game): the starting player, and every card of both decks in its pile.
import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import { loadCardDatabase } from '../../cards/database';
import type { Deck, DeckProblem, DeckSection } from '../../cards/deck-list';
import { emptyGame } from '../core/empty-game';
import { addDecks, type GameState, type NewPile, type PlayerId, type Zone } from '../core/game-state';
import { nextInt, shuffle } from '../core/random';
import { isRulesEdition, type RulesEdition, type RulesOptions } from '../core/rules-options';
import { validateDeck } from '../deck-building/deck-building';
import { gameCardIds } from './card-ids';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

export interface NewGame {
  readonly decks: readonly [Deck, Deck];
  readonly seed: number;
  /** The starting player; by default a seeded coin toss. */
  readonly startingPlayer?: PlayerId;
  /** Player ids in the order of `decks`; default `p1`, `p2`. */
  readonly players?: readonly [PlayerId, PlayerId];
  /** The rulebook edition where it and the 2000 Current Rulings disagree; default `'rulebook-2024'`. */
  readonly rules?: RulesEdition;
  /**
   * README "No silent blank cards": the decks were checked and their cards whose game text is not implemented play as
   * blank cards (the caller, `createGame`, refuses them otherwise).
   */
  readonly allowUnimplemented?: boolean;
}

/** Why a game cannot start: an illegal deck (every problem listed) or a bad option. */
export interface SetupError {
  readonly rule: string;
  readonly message: string;
  readonly player: PlayerId | null;
  readonly problems: ReadonlyArray<DeckProblem>;
}

// -------------------------------------------------------------------------------------
// constructors
// -------------------------------------------------------------------------------------

/** A player's deck as its piles, in placing order: missions, seed deck, draw deck, site pile, then side decks. */
const pilesOf = (owner: PlayerId, deck: Deck): ReadonlyArray<NewPile> => {
  const database = loadCardDatabase();
  const pile = (section: DeckSection, zone: Zone): NewPile => ({
    zone,
    blueprints: section.cards.map((entry) => database.blueprint(entry.id)),
  });
  return [
    pile(deck.missions, { kind: 'missionPile', player: owner }),
    pile(deck.seed, { kind: 'seedDeck', player: owner }),
    pile(deck.draw, { kind: 'drawDeck', player: owner }),
    pile(deck.sites, { kind: 'sitePile', player: owner }),
    ...deck.sideDecks.map((side) =>
      pile(side, { kind: 'sideDeck', player: owner, name: database.blueprint(side.doorway).title }),
    ),
  ];
};

const cardCount = (piles: ReadonlyArray<NewPile>): number =>
  piles.reduce((count, pile) => count + pile.blueprints.length, 0);

// ARCHITECTURE "Hidden information is respected": each card placed under the id the seed draws for it (card-ids.ts)
/** Both players' decks in their piles, the starting player's first. */
const placeDecks =
  (order: readonly [PlayerId, PlayerId], deckOf: (player: PlayerId) => Deck, seed: number) =>
  (game: GameState): GameState => {
    const piles = order.map((owner) => pilesOf(owner, deckOf(owner)));
    const ids = gameCardIds(
      seed,
      order.map((owner, index) => [owner, cardCount(piles[index] ?? [])] as const),
    );
    return addDecks(
      order.map((owner, index) => ({ owner, piles: piles[index] ?? [], ids: ids[index] ?? [] })),
    )(game);
  };

// Rulebook "Seed Phases": "Then, shuffle any side decks you have and proceed to the first seed phase"
const shuffleSideDecks = (game: GameState): GameState => {
  const keys = Object.keys(game.zones).filter((key) => key.startsWith('sideDeck:'));
  if (keys.length === 0) return game;
  let random = game.random;
  const zones = { ...game.zones };
  for (const key of keys) {
    const [shuffled, next] = shuffle(zones[key] ?? [])(random);
    zones[key] = shuffled;
    random = next;
  }
  return { ...game, zones, random };
};

/** The game's `rules`, present only when they differ from the defaults (a default game's state is unchanged). */
const rulesOf = (options: NewGame): { readonly rules?: RulesOptions } => {
  const rules: RulesOptions = {
    ...(options.rules === undefined || options.rules === 'rulebook-2024' ? {} : { edition: options.rules }),
    ...(options.allowUnimplemented === true ? { allowUnimplemented: true } : {}),
  };
  return Object.keys(rules).length === 0 ? {} : { rules };
};

// Rulebook "Seed Phases": the starting player is chosen by any mutually agreeable method (here a seeded coin toss);
// they go first in every seed phase and take the first turn.
/**
 * The game before the doorway phase: both decks validated and in their piles, the starting player first.
 * @category constructors
 */
export const newGame = (options: NewGame): E.Either<SetupError, GameState> => {
  const ids = options.players ?? ['p1', 'p2'];
  if (ids[0] === ids[1])
    return E.left({
      rule: 'Setup',
      message: `The two players need different ids, got ${ids[0]} twice.`,
      player: null,
      problems: [],
    });
  if (options.rules !== undefined && !isRulesEdition(options.rules))
    return E.left({
      rule: 'Setup',
      message: `Unknown rules edition ${String(options.rules)}: 'rulebook-2024' or 'current-rulings-2000'.`,
      player: null,
      problems: [],
    });
  for (const [index, deck] of options.decks.entries()) {
    const player = ids[index] as PlayerId;
    const valid = validateDeck(deck);
    if (E.isLeft(valid))
      return E.left({
        rule: 'Building a Deck',
        message: `${player}'s deck is not legal: ${valid.left.map((p) => `line ${p.line}: ${p.message}`).join('; ')}`,
        player,
        problems: valid.left,
      });
  }
  const [toss, random] = nextInt(2)(emptyGame(ids, options.seed).random);
  const starting = options.startingPlayer ?? (ids[toss] as PlayerId);
  if (!ids.includes(starting))
    return E.left({
      rule: 'Setup',
      message: `Unknown starting player ${starting}.`,
      player: null,
      problems: [],
    });
  const order: readonly [PlayerId, PlayerId] = starting === ids[0] ? ids : [ids[1], ids[0]];
  const deckOf = (player: PlayerId): Deck => options.decks[ids.indexOf(player)] as Deck;
  const start = { ...emptyGame(order, options.seed), random, ...rulesOf(options) };
  return E.right(pipe(start, placeDecks(order, deckOf, options.seed), shuffleSideDecks));
};
