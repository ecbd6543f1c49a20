// Constructors that make card text declarations read like the printed text:
// `modify('yourPersonnelPresent', attribute('STRENGTH'), 'add', 2, { filter: affiliation('Klingon') })`. Filters,
// modifiers, lasting rules and end-of-turn effects have their own modules (build-filters.ts, build-modifiers.ts,
// build-lasting.ts, build-end-of-turn.ts), exported from here with the rest.
import type { Affiliation } from '../blueprint';
import type {
  CardFilter,
  CardSelection,
  EarnedEffect,
  ImmediateEffect,
  Pile,
  Placement,
  PlayRequirement,
  Shuffle,
  Sight,
  TravelDestination,
  Whose,
} from './language';

export * from './build-end-of-turn';
export * from './build-filters';
export * from './build-lasting';
export * from './build-modifiers';
export * from './build-permissions';
export * from './build-replacements';
export * from './build-triggers';
export * from './build-troubles';
export * from './build-verbs';

// -------------------------------------------------------------------------------------
// constructors: play requirements
// -------------------------------------------------------------------------------------

/** "Must have at least four of your ships in play to use." */
export const yourCardsInPlay = (filter: CardFilter, atLeast: number): PlayRequirement => ({
  kind: 'yourCardsInPlay',
  filter,
  atLeast,
});
/** "(limit one)": fewer than `max` of your cards matching in play. */
export const limitInPlay = (filter: CardFilter, max: number): PlayRequirement => ({
  kind: 'limitInPlay',
  filter,
  max,
});
/** "Plays at the start of your turn." */
export const startOfYourTurn: PlayRequirement = { kind: 'startOfYourTurn' };
/** "Immediately end your turn": plays during your own turn only. */
export const duringYourTurn: PlayRequirement = { kind: 'yourTurn' };

// -------------------------------------------------------------------------------------
// constructors: placement and immediate effects
// -------------------------------------------------------------------------------------

export const onTheTable: Placement = { type: 'table' };
export const onCard = (filter: CardFilter): Placement => ({ type: 'card', filter });
export const onAnyPlayer: Placement = { type: 'player' };
export const noTarget: Placement = { type: 'none' };

/** "Shuffle … draw deck", "shuffle entire hand": the player's pile shuffled. */
export const shuffle = (whose: Whose, pile: 'drawDeck' | 'hand'): Shuffle => ({
  type: 'shuffle',
  whose,
  pile,
});
/** "Shuffle … into your draw deck", "… into your discard pile": each card to its owner's pile, then that pile shuffled. */
export const shuffleInto = (select: CardSelection, into: Pile): Shuffle => ({
  type: 'shuffle',
  select,
  into,
});
/** Names the cards a selection names now as `as`, for the text's later effects (`theSelected`, `perCardOf`). */
export const select = (as: string, selection: CardSelection): ImmediateEffect => ({
  type: 'select',
  as,
  select: selection,
});
/** "Take a card from your discard pile … into your hand": the one the play names, matching `filter`. */
export const take = (from: 'discard', filter?: CardFilter): ImmediateEffect =>
  filter === undefined ? { type: 'take', from } : { type: 'take', from, filter };
export const lookAt = (sight: Sight): ImmediateEffect => ({ type: 'lookAt', sight });
/** "look through your draw deck … and choose three cards to place in your hand". */
export const takeUpTo = (count: number, from: 'drawDeck'): EarnedEffect => ({ type: 'take', from, count });
/** "Your ship must immediately return to …", "must travel to …": the target ship compelled to travel (Required Actions). */
export const mustTravel = (to: TravelDestination): ImmediateEffect => ({ type: 'mustTravel', to });
/** "the nearest Klingon outpost" (Rulebook 12.6 "nearest"). */
export const nearestOutpost = (affiliation: Affiliation): TravelDestination => ({
  kind: 'nearestOutpost',
  affiliation,
});

// -------------------------------------------------------------------------------------
// constructors: Supernova and Tox Uthat
// -------------------------------------------------------------------------------------

/** "{supernova} can be played on later turn": a card played on an earlier turn than this one. */
export const playedOnEarlierTurn: CardFilter = { kind: 'playedOnEarlierTurn' };

// -------------------------------------------------------------------------------------
// constructors: ships that disappear for a while
// -------------------------------------------------------------------------------------

/** Temporal Rift: "Ship disappears. When countdown expires, ship reappears here." */
export const shipDisappearsUntilCountdownExpires: ImmediateEffect = {
  type: 'targetShipDisappears',
  returns: 'whenCountdownExpires',
};
/** Time Travel Pod: "disappears for up to 5 turns. Pre-announce the return time." */
export const shipDisappearsForAnnouncedTurns = (upTo: number): ImmediateEffect => ({
  type: 'targetShipDisappears',
  returns: { announcedWithin: upTo },
});

// -------------------------------------------------------------------------------------
// constructors: end-of-turn card game
// -------------------------------------------------------------------------------------

/** Telepathic Alien Kidnappers: "At end of each turn, guess a card type and point to a card in your opponent's hand". */
