// Rulebook "Playing a Card": some card text asks its player for a choice after the card resolves, over cards seen
// only then (Thought Maker: "Look at opponent's draw deck for ten seconds and rearrange as desired."; Betazoid Gift
// Box: "look through your draw deck … and choose three cards to place in your hand"). The choice is a decision of
// its own (`card.choose`), one card at a time, kept in `GameState.choosing` until it is made. The same decision puts
// other choices card text asks for to its player: Raise the Stakes' forfeit or agree (stakes.ts), Telepathic Alien
// Kidnappers' guess (hand-guess.ts), and the rules' nemesis destruction at the end of a turn (../nemesis.ts).
import * as E from 'fp-ts/Either';
import { awaitDecision, type DecisionRule } from '../decision';
import {
  blueprintOf,
  type CardId,
  cardsIn,
  type GameState,
  getCard,
  moveCard,
  type PlayerId,
  type Zone,
  zoneKey,
} from '../game-state';
import * as Nemesis from '../nemesis';
import { shuffle } from '../random';
import { type RuleError, ruleError } from '../rule-error';
import * as TribbleSideDeck from '../tribble-side-deck';
import * as TroubleFollow from '../trouble-follow';
import * as TroubleSpread from '../trouble-spread';
import * as HandGuess from './hand-guess';
import * as Stakes from './stakes';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/**
 * A follow-up choice under way (`source` is the card whose text it is): `player` rearranges `deckOwner`'s draw deck,
 * its first `placed` cards already in their new order; or `player` takes up to `left` more cards of their own draw
 * deck into hand.
 */
export type FollowUp =
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
    }
  | Stakes.StakesChoice
  | HandGuess.GuessChoice
  | Nemesis.NemesisChoice
  | TribbleSideDeck.DrawnTribbles
  | TroubleFollow.TroublesToFollow
  | TroubleSpread.TribblesToSpread;

/** The answers: the card placed next in the new order (or taken into hand), or stopping. */
export type ChooseCommand =
  | { readonly type: 'card.choose'; readonly player: PlayerId; readonly card: CardId }
  | { readonly type: 'choosing.stop'; readonly player: PlayerId }
  | Stakes.StakesCommand
  | HandGuess.GuessCommand
  | TribbleSideDeck.DrawnCommand
  | TroubleFollow.FollowTribbles
  | TroubleSpread.SpreadCommand;

/** A follow-up choice over cards of a draw deck, one card at a time. */
type DeckChoice = Exclude<
  FollowUp,
  | Stakes.StakesChoice
  | HandGuess.GuessChoice
  | Nemesis.NemesisChoice
  | TribbleSideDeck.DrawnTribbles
  | TroubleFollow.TroublesToFollow
  | TroubleSpread.TribblesToSpread
>;

// -------------------------------------------------------------------------------------
// constructors
// -------------------------------------------------------------------------------------

const without = (game: GameState): GameState => {
  const { choosing: _done, ...rest } = game;
  return rest;
};

// Betazoid Gift Box: "Reshuffle draw deck and discard artifact." (the game's random generator; its owner's discard pile)
const finish =
  (followUp: DeckChoice) =>
  (game: GameState): GameState => {
    if (followUp.kind === 'rearrangeDrawDeck') return without(game);
    const zone = deckOf(followUp);
    const [shuffled, random] = shuffle(cardsIn(zone)(game))(game.random);
    const owner = getCard(followUp.source)(game).owner;
    const discarded = moveCard(followUp.source, { kind: 'discard', player: owner }, 'top')(game);
    return without({ ...discarded, random, zones: { ...discarded.zones, [zoneKey(zone)]: shuffled } });
  };

/** The game with `followUp` under way, or finished once nothing is left to choose. */
const continuing =
  (followUp: DeckChoice) =>
  (game: GameState): GameState => {
    const unplaced = cardsIn(deckOf(followUp))(game).length - followUp.placed;
    const done = followUp.kind === 'rearrangeDrawDeck' ? unplaced < 2 : unplaced === 0 || followUp.left === 0;
    return done ? finish(followUp)(game) : { ...game, choosing: followUp };
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

const deckOf = (followUp: DeckChoice): Zone => ({ kind: 'drawDeck', player: followUp.deckOwner });

/**
 * True while a follow-up choice waits to be made.
 * @category predicates
 */
export const isChoosing = (game: GameState): boolean => game.choosing !== undefined;

// Rulebook "Playing 'At Any Time'": a choice made during the turn-end window returns to that window
/**
 * True when the actions waiting for responses began with the end of the turn.
 * @category predicates
 */
export const isAtTurnEnd = (game: GameState): boolean => game.responding?.stack[0]?.kind === 'turnEnd';

// Thought Maker: "rearrange as desired": any card not yet placed may come next; Betazoid Gift Box: "choose three
// cards", any card of the deck, up to three; the player may stop at any time
/**
 * Right when the command answers the follow-up choice, else the rule it breaks.
 * @category predicates
 */
export const check =
  (command: ChooseCommand) =>
  (game: GameState): E.Either<RuleError, void> => {
    const followUp = game.choosing;
    if (followUp === undefined)
      return E.left(ruleError('Playing a Card', 'No card text waits for a choice.'));
    // Storage Compartment Door: "then play or discard each"
    if (followUp.kind === 'tribblesDrawn')
      return command.type === 'tribble.play' || command.type === 'tribble.discard'
        ? TribbleSideDeck.checkDrawn(followUp, command)(game)
        : E.left(
            ruleError('Storage Compartment Door', 'Play or discard each card drawn from the side deck.'),
          );
    if (command.type === 'tribble.play' || command.type === 'tribble.discard')
      return E.left(ruleError('Storage Compartment Door', 'No card drawn from a Tribble side deck waits.'));
    // Rulebook "Tribbles (11.3)": "the Trouble card may move with them, at the owner's discretion"
    if (followUp.kind === 'troublesFollow')
      return command.type === 'trouble.follow'
        ? TroubleFollow.check(followUp, command)(game)
        : E.left(ruleError('Tribbles (11.3)', 'Decide whether each trouble card goes with its tribbles.'));
    if (command.type === 'trouble.follow')
      return E.left(ruleError('Tribbles (11.3)', 'No trouble card waits to go with its tribbles.'));
    // ... on the Station: "Just after this group breeds, up to 100 of its tribbles may 'spread'"
    if (followUp.kind === 'tribblesSpread')
      return command.type === 'tribbles.spread' || command.type === 'tribbles.stay'
        ? TroubleSpread.check(followUp, command)(game)
        : E.left(ruleError('... on the Station', 'Spread the tribbles that just bred, or let them stay.'));
    if (command.type === 'tribbles.spread' || command.type === 'tribbles.stay')
      return E.left(ruleError('... on the Station', 'No tribbles wait to spread.'));
    if (followUp.kind === 'forfeitOrAgreeStakes' && command.type === 'stakes.answer')
      return Stakes.checkAnswer(followUp, command)(game);
    if (followUp.kind === 'guessCardType' && command.type === 'card.guess')
      return HandGuess.checkGuess(followUp, command)(game);
    if (followUp.kind === 'nemesisDestruction')
      return command.type === 'card.choose'
        ? Nemesis.checkChoice(followUp, command)(game)
        : E.left(ruleError('Nemesis Destruction', 'Choose the nemesis to be killed or destroyed.'));
    if (
      followUp.kind === 'forfeitOrAgreeStakes' ||
      followUp.kind === 'guessCardType' ||
      command.type === 'stakes.answer' ||
      command.type === 'card.guess'
    )
      return E.left(ruleError(blueprintOf(followUp.source)(game).title, 'That does not answer this choice.'));
    if (command.type === 'choosing.stop') return E.right(undefined);
    const index = cardsIn(deckOf(followUp))(game).indexOf(command.card);
    return index >= followUp.placed
      ? E.right(undefined)
      : E.left(
          ruleError(
            blueprintOf(followUp.source)(game).title,
            `${command.card} is not a card of ${followUp.deckOwner}'s draw deck still to be chosen.`,
          ),
        );
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The game waiting on the follow-up choice's player; unchanged when none is under way.
 * @category operations
 */
export const awaitChooser = (game: GameState): GameState =>
  game.choosing === undefined ? game : awaitDecision(game.choosing.player, 'card.choose')(game);

// Thought Maker: "rearrange as desired": the chosen card goes next after the cards already placed
const placeNext =
  (followUp: DeckChoice, card: CardId) =>
  (game: GameState): GameState => {
    const zone = deckOf(followUp);
    const deck = cardsIn(zone)(game);
    const rest = deck.slice(followUp.placed).filter((id) => id !== card);
    const order = [...deck.slice(0, followUp.placed), card, ...rest];
    return continuing({ ...followUp, placed: followUp.placed + 1 })({
      ...game,
      zones: { ...game.zones, [zoneKey(zone)]: order },
    });
  };

/**
 * The game after a legal answer.
 * @category operations
 */
export const apply =
  (command: ChooseCommand) =>
  (game: GameState): GameState => {
    const followUp = game.choosing;
    if (followUp === undefined) return game;
    if (followUp.kind === 'tribblesDrawn')
      return command.type === 'tribble.play' || command.type === 'tribble.discard'
        ? TribbleSideDeck.resolveDrawn(followUp, command)(game)
        : game;
    if (command.type === 'tribble.play' || command.type === 'tribble.discard') return game;
    // ... on the Station: the spreading under way goes on with the troubles that did not go with the tribbles
    if (followUp.kind === 'troublesFollow')
      return command.type === 'trouble.follow'
        ? TroubleSpread.retaken(TroubleFollow.decide(followUp, command)(game))
        : game;
    if (command.type === 'trouble.follow') return game;
    if (followUp.kind === 'tribblesSpread')
      return command.type === 'tribbles.spread' || command.type === 'tribbles.stay'
        ? TroubleSpread.decide(followUp, command)(game)
        : game;
    if (command.type === 'tribbles.spread' || command.type === 'tribbles.stay') return game;
    if (followUp.kind === 'forfeitOrAgreeStakes')
      return command.type === 'stakes.answer' ? Stakes.answer(followUp, command)(game) : game;
    if (followUp.kind === 'guessCardType')
      return command.type === 'card.guess' ? HandGuess.guess(followUp, command)(game) : game;
    if (followUp.kind === 'nemesisDestruction')
      return command.type === 'card.choose' ? Nemesis.destroyChosen(followUp, command)(game) : game;
    if (command.type === 'stakes.answer' || command.type === 'card.guess') return game;
    if (command.type === 'choosing.stop') return finish(followUp)(game);
    if (followUp.kind === 'rearrangeDrawDeck') return placeNext(followUp, command.card)(game);
    return continuing({ ...followUp, left: followUp.left - 1 })(
      moveCard(command.card, { kind: 'hand', player: followUp.player }, 'bottom')(game),
    );
  };

// -------------------------------------------------------------------------------------
// instances
// -------------------------------------------------------------------------------------

/**
 * The follow-up choice (`card.choose`): each card still to be chosen, or stopping; linear in the deck size.
 * @category instances
 */
export const rule: DecisionRule<ChooseCommand> = {
  commandTypes: [
    'card.choose',
    'choosing.stop',
    'stakes.answer',
    'card.guess',
    'tribble.play',
    'tribble.discard',
    'trouble.follow',
    'tribbles.spread',
    'tribbles.stay',
  ],
  candidates: (player) => (game) => {
    const followUp = game.choosing;
    if (followUp === undefined || followUp.player !== player) return [];
    if (followUp.kind === 'tribblesDrawn') return TribbleSideDeck.drawnCandidates(followUp)(game);
    if (followUp.kind === 'troublesFollow') return TroubleFollow.choices(followUp, player)(game);
    if (followUp.kind === 'tribblesSpread') return TroubleSpread.choices(followUp, player)(game);
    if (followUp.kind === 'forfeitOrAgreeStakes') return Stakes.answers(followUp, player);
    if (followUp.kind === 'guessCardType') return HandGuess.guesses(followUp, player, game);
    if (followUp.kind === 'nemesisDestruction') return Nemesis.choices(followUp, player);
    const unplaced = cardsIn(deckOf(followUp))(game).slice(followUp.placed);
    return [
      ...unplaced.map((card): ChooseCommand => ({ type: 'card.choose', player, card })),
      { type: 'choosing.stop', player },
    ];
  },
  candidatesAreLegal: true,
  check,
  apply,
};
