// Rulebook "Playing a Card" L319: "place it face-up on the table (or wherever the card directs). It has now been
// played. Any player may examine the card. … Then, any immediate effects in the gametext are played out and resolved.
// If the card's immediate effects do not discard the card played, it enters play." A card whose immediate effects
// ask a follow-up choice (./follow-up.ts: Thought Maker's rearrangement, Raise the Stakes' "Your opponent must …
// OR …") has not resolved while the choice waits: it stays being played, face up, and goes to its after-use place
// (in play on the table or on its target, or its owner's discard pile) once the choice is made.
import {
  type CardId,
  type CardInstance,
  type GameState,
  getCard,
  moveCard,
  type PlayerId,
  updateCard,
  type Zone,
  zoneKey,
} from '../core/game-state';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** The card being played whose immediate effects wait on a follow-up choice, and where it goes after use. */
export interface AwaitedPlay {
  readonly card: CardId;
  readonly to: Zone;
}

declare module '../core/chapter-states' {
  interface ChapterStates {
    /** A card played whose effects wait on a follow-up choice (domain/card-effects/after-use.ts); absent otherwise. */
    readonly awaitedPlay: AwaitedPlay;
  }
}

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The card played after its immediate effects resolved (L319): at its after-use place `to` (in play on the table or its
 * target, where it was placed to resolve, or its pile), unless they moved it elsewhere; while a follow-up choice they
 * asked waits (`choosing`, its `source` the card), being played until the choice is made (`finishAwaitedPlay`).
 * @category operations
 */
export const placeAfterUse =
  (card: CardId, to: Zone) =>
  (game: GameState): GameState => {
    const zone = game.cards[card]?.zone;
    // being played, or placed in play where it directs to resolve (not a pile its effects discarded it to)
    const resolving =
      zone !== undefined &&
      (zone.kind === 'beingPlayed' || (entersPlay(to) && zoneKey(zone) === zoneKey(to)));
    if (!resolving) return game;
    if (!asksChoice(card, game)) return zone.kind === 'beingPlayed' ? placed(card, to)(game) : game;
    const waiting =
      zone.kind === 'beingPlayed'
        ? game
        : moveCard(
            card,
            { kind: 'beingPlayed', player: controllerOf(card, game) },
            'bottom',
            notEntered,
          )(game);
    return { ...waiting, awaitedPlay: { card, to } };
  };

/**
 * The game after a follow-up choice was answered: once no choice waits any more, the card whose play waited on it goes
 * to its after-use place (L319); unchanged while a choice still waits or no play waited.
 * @category operations
 */
export const finishAwaitedPlay = (game: GameState): GameState => {
  const awaited = game.awaitedPlay;
  if (awaited === undefined || game.choosing !== undefined) return game;
  const { awaitedPlay: _done, ...rest } = game;
  return rest.cards[awaited.card]?.zone.kind === 'beingPlayed'
    ? placed(awaited.card, awaited.to)(rest)
    : rest;
};

// Helpers

// Rulebook "Leaving Play": on top of its pile; a card entering play is timed from this turn ("until end of turn")
const placed =
  (card: CardId, to: Zone) =>
  (game: GameState): GameState => {
    const pile = to.kind === 'discard' || to.kind === 'outOfPlay';
    const moved = moveCard(card, to, pile ? 'top' : 'bottom')(game);
    return entersPlay(to)
      ? updateCard(card, (c) => ({ ...c, enteredOnTurn: game.turn.number }))(moved)
      : moved;
  };

const entersPlay = (to: Zone): boolean => to.kind === 'table' || to.kind === 'playedOn';

// a follow-up choice of the card's own text (`source`) waits
const asksChoice = (card: CardId, game: GameState): boolean => {
  const choice = game.choosing;
  return choice !== undefined && 'source' in choice && choice.source === card;
};

const controllerOf = (card: CardId, game: GameState): PlayerId => getCard(card)(game).controller;

// not yet in play: not timed from a turn
const notEntered = ({ enteredOnTurn: _e, ...card }: CardInstance): CardInstance => card;
