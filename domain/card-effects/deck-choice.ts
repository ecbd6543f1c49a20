// Rulebook "Playing a Card": card text that has its player choose among the cards of a draw deck, one card at a time
// (`card.choose`, or `choosing.stop`), a follow-up choice (./follow-up.ts): Thought Maker: "Look at opponent's draw
// deck for ten seconds and rearrange as desired."; Betazoid Gift Box: "look through your draw deck … and choose three
// cards to place in your hand. Reshuffle draw deck and discard artifact."
import * as E from 'fp-ts/Either';
import {
  blueprintOf,
  type CardId,
  cardsIn,
  type GameState,
  getCard,
  moveCard,
  type PlayerId,
  shuffleZone,
  type Zone,
  zoneKey,
} from '../core/game-state';
import { type RuleError, ruleError } from '../core/rule-error';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/**
 * A choice over a draw deck under way (`source` is the card whose text it is): `player` rearranges `deckOwner`'s draw
 * deck, its first `placed` cards already in their new order; or `player` takes up to `left` more cards of their own
 * draw deck into hand.
 */
export type DeckChoice =
  | {
      readonly kind: 'rearrangeDrawDeck';
      readonly player: PlayerId;
      readonly deckOwner: PlayerId;
      readonly source: CardId;
      readonly placed: number;
    }
  | {
      readonly kind: 'takeFromDrawDeck';
      readonly player: PlayerId;
      readonly deckOwner: PlayerId;
      readonly source: CardId;
      readonly placed: number;
      readonly left: number;
    };

/** The answers: the card placed next in the new order (or taken into hand), or stopping. */
export type DeckCommand =
  | { readonly type: 'card.choose'; readonly player: PlayerId; readonly card: CardId }
  | { readonly type: 'choosing.stop'; readonly player: PlayerId };

// -------------------------------------------------------------------------------------
// constructors
// -------------------------------------------------------------------------------------

const without = (game: GameState): GameState => {
  const { choosing: _done, ...rest } = game;
  return rest;
};

// Betazoid Gift Box: "Reshuffle draw deck and discard artifact." (the game's random generator; its owner's discard pile)
const finish =
  (choice: DeckChoice) =>
  (game: GameState): GameState => {
    if (choice.kind === 'rearrangeDrawDeck') return without(game);
    const owner = getCard(choice.source)(game).owner;
    const discarded = moveCard(choice.source, { kind: 'discard', player: owner }, 'top')(game);
    return without(shuffleZone(deckOf(choice))(discarded));
  };

/** The game with `choice` under way, or finished once nothing is left to choose. */
const continuing =
  (choice: DeckChoice) =>
  (game: GameState): GameState => {
    const unplaced = cardsIn(deckOf(choice))(game).length - choice.placed;
    const done = choice.kind === 'rearrangeDrawDeck' ? unplaced < 2 : unplaced === 0 || choice.left === 0;
    return done ? finish(choice)(game) : { ...game, choosing: choice };
  };

// Thought Maker: "Look at opponent's draw deck for ten seconds and rearrange as desired."
/**
 * The game waiting for `player` to rearrange `deckOwner`'s draw deck (nothing to choose with fewer than two cards).
 * @category constructors
 */
export const beginRearranging =
  (player: PlayerId, deckOwner: PlayerId, source: CardId) =>
  (game: GameState): GameState =>
    continuing({ kind: 'rearrangeDrawDeck', player, deckOwner, source, placed: 0 })(game);

// Betazoid Gift Box: "Immediately look through your draw deck … and choose three cards to place in your hand."
/**
 * The game waiting for `player` to take up to `count` cards of their draw deck into hand, `source` then discarded.
 * @category constructors
 */
export const beginTaking =
  (player: PlayerId, count: number, source: CardId) =>
  (game: GameState): GameState =>
    continuing({ kind: 'takeFromDrawDeck', player, deckOwner: player, source, placed: 0, left: count })(game);

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

const deckOf = (choice: DeckChoice): Zone => ({ kind: 'drawDeck', player: choice.deckOwner });

/**
 * Whether the command is an answer to a choice over a draw deck.
 * @category predicates
 */
export const isDeckCommand = (command: { readonly type: string }): command is DeckCommand =>
  command.type === 'card.choose' || command.type === 'choosing.stop';

// Thought Maker: "rearrange as desired": any card not yet placed may come next; Betazoid Gift Box: "choose three
// cards", any card of the deck, up to three; the player may stop at any time
/**
 * Right when the command answers the choice, else the rule it breaks.
 * @category predicates
 */
export const check =
  (choice: DeckChoice, command: DeckCommand) =>
  (game: GameState): E.Either<RuleError, void> => {
    if (command.type === 'choosing.stop') return E.right(undefined);
    const index = cardsIn(deckOf(choice))(game).indexOf(command.card);
    return index >= choice.placed
      ? E.right(undefined)
      : E.left(
          ruleError(
            blueprintOf(choice.source)(game).title,
            `${command.card} is not a card of ${choice.deckOwner}'s draw deck still to be chosen.`,
          ),
        );
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Thought Maker: "rearrange as desired": the chosen card goes next after the cards already placed
const placeNext =
  (choice: DeckChoice, card: CardId) =>
  (game: GameState): GameState => {
    const zone = deckOf(choice);
    const deck = cardsIn(zone)(game);
    const rest = deck.slice(choice.placed).filter((id) => id !== card);
    const order = [...deck.slice(0, choice.placed), card, ...rest];
    return continuing({ ...choice, placed: choice.placed + 1 })({
      ...game,
      zones: { ...game.zones, [zoneKey(zone)]: order },
    });
  };

/**
 * The game after a legal answer: the card placed next or taken into hand, or the choice ended.
 * @category operations
 */
export const apply =
  (choice: DeckChoice, command: DeckCommand) =>
  (game: GameState): GameState => {
    if (command.type === 'choosing.stop') return finish(choice)(game);
    if (choice.kind === 'rearrangeDrawDeck') return placeNext(choice, command.card)(game);
    return continuing({ ...choice, left: choice.left - 1 })(
      moveCard(command.card, { kind: 'hand', player: choice.player }, 'bottom')(game),
    );
  };

/**
 * Each card still to be chosen, then stopping; linear in the deck size.
 * @category operations
 */
export const answers =
  (choice: DeckChoice, player: PlayerId) =>
  (game: GameState): ReadonlyArray<DeckCommand> => [
    ...cardsIn(deckOf(choice))(game)
      .slice(choice.placed)
      .map((card): DeckCommand => ({ type: 'card.choose', player, card })),
    { type: 'choosing.stop', player },
  ];
