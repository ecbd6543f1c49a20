// Rulebook "Facility Phase" (end of the seed phases): unused seed cards are shown and placed out of play, both
// players shuffle their draw decks and draw seven cards, and the play phase begins.
import type { CardId, GameState, PlayerId, Zone } from '../core/game-state';
import { cardsIn, moveCard, shuffleZone, updateCard } from '../core/game-state';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** Rulebook "Facility Phase": the size of the starting hand. */
export const STARTING_HAND = 7;

const unusedSeedPiles = (player: PlayerId): ReadonlyArray<Zone> => [
  { kind: 'seedDeck', player },
  { kind: 'sitePile', player },
  { kind: 'missionPile', player },
];

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Rulebook "Facility Phase": show your opponent any seed cards you did not use (sites too), then place them out-of-play
/**
 * Places every unused seed card (seed deck, site pile, missions left) face up in its owner's out-of-play pile.
 * @category operations
 */
export const removeUnusedSeedCards = (game: GameState): GameState =>
  game.players
    .flatMap(({ id }) => unusedSeedPiles(id).flatMap((zone) => cardsIn(zone)(game)))
    .reduce(
      (g, card: CardId) =>
        updateCard(card, (c) => ({ ...c, faceUp: true }))(
          moveCard(card, { kind: 'outOfPlay', player: g.cards[card]?.owner ?? '' })(g),
        ),
      game,
    );

// Rulebook "Shuffle": both players shuffle their draw decks
/**
 * Shuffles both draw decks with the game's random generator, starting player's first.
 * @category operations
 */
export const shuffleDrawDecks = (game: GameState): GameState =>
  game.players.reduce((g, { id }) => shuffleZone({ kind: 'drawDeck', player: id })(g), game);

// Rulebook "Facility Phase": then draw seven concealed cards to form a starting hand (fewer if the deck is smaller)
/**
 * Each player draws the top `STARTING_HAND` cards of their draw deck into their hand.
 * @category operations
 */
export const drawStartingHands = (game: GameState): GameState =>
  game.players.reduce(
    (g, { id }) =>
      cardsIn({ kind: 'drawDeck', player: id })(g)
        .slice(0, STARTING_HAND)
        .reduce((h, card) => moveCard(card, { kind: 'hand', player: id }, 'bottom')(h), g),
    game,
  );

// Rulebook "Facility Phase": once both players have passed, the seed phases are complete; the play phase begins
/**
 * Ends the seed phases: unused seed cards out of play, draw decks shuffled, starting hands drawn, and the play
 * phase on turn 1 of the starting player. No decision is pending until the play phase machine asks for one.
 * @category operations
 */
export const endSeedPhases = (game: GameState): GameState => {
  const dealt = drawStartingHands(shuffleDrawDecks(removeUnusedSeedCards(game)));
  return {
    ...dealt,
    phase: 'play',
    turn: { ...dealt.turn, number: 1, active: dealt.players[0].id },
    seeding: { finished: [], lastSeeder: null, sharedDone: [] },
    pending: null,
  };
};
