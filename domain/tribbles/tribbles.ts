// Rulebook "[Tribble] Tribbles (11.3)": tribble cards and where they play. "Each tribble card represents some number of
// tribbles" (its title: "1 Tribble", "10 Tribbles" … "100,000 Tribbles"). "Small tribble cards (1 Tribble and 10
// Tribbles) cards may report anywhere. Large tribble cards (100 Tribbles and greater) may only be bred from your
// tribble cards already in play (not your opponent's), and may only report where their 'parents' are present" (the
// parent: the card its text "Breeds from"). "You may play only one tribble card on a group of tribbles each turn."
// "Trouble cards may play on any tribble group … A Trouble is discarded if there are no tribbles present."
//
// Reading: tribble and trouble cards in play sit where personnel and equipment do, aboard a ship or facility (anyone's)
// or on a planet surface; a tribble group is the tribble cards at one such place, whoever owns them, and a card played
// there plays on that group. "Anywhere" is any such place but an opponent's cloaked ship (Rulebook 7.6).
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { isTribble, isTrouble, parentOf, tribblesOn } from '../../cards/tribble-cards';
import { isCloaked } from '../cards-in-play/presence';
import {
  blueprintOf,
  type CardId,
  cardsIn,
  type GameState,
  getCard,
  moveCard,
  type PlayerId,
  updateCard,
  type Zone,
  zoneKey,
} from '../core/game-state';
import { ask } from '../core/query-points';
import { type RuleError, ruleError } from '../core/rule-error';
import { textDeclared } from '../core/text-declared';
import { usedThisTurn, useThisTurn } from '../core/this-turn';
import { isPlanetLocation, type Place, placesAt, zoneOfPlace } from '../orders/places';
import { locationRows } from '../time-travel/time-locations';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

export const TRIBBLES = 'Tribbles (11.3)';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * Whether a zone is a place tribbles may be: aboard a ship or facility, or on a planet surface.
 * @category predicates
 */
export const isTribblePlace = (zone: Zone): boolean =>
  zone.kind === 'aboard' || zone.kind === 'planetSurface';

/**
 * The tribble cards of the group at a zone (anyone's).
 * @category predicates
 */
export const groupAt =
  (zone: Zone) =>
  (game: GameState): ReadonlyArray<CardId> =>
    cardsIn(zone)(game).filter((id) => isTribble(blueprintOf(id)(game)));

// Rulebook "Tribbles (11.3)": small tribbles "may report anywhere"; large ones "may only be bred from your tribble cards
// already in play … and may only report where their 'parents' are present"; "only one tribble card on a group of
// tribbles each turn"; "Trouble cards may play on any tribble group"
/**
 * Right when the player may play the tribble or trouble card at the place (a ship or facility, or a mission for its
 * planet surface), else the rule it breaks.
 * @category predicates
 */
export const checkPlacement =
  (player: PlayerId, card: CardId, place: Place) =>
  (game: GameState): E.Either<RuleError, Zone> => {
    const blueprint = blueprintOf(card)(game);
    const refuse = (why: string) => E.left(ruleError(TRIBBLES, `${blueprint.title} ${why}`));
    const zone = O.toUndefined(zoneOfPlace(place)(game));
    if (zone === undefined || !mayBeAt(player, zone, game))
      return refuse(
        `may not play at ${place}: not a ship, facility or planet surface in play that you may reach`,
      );
    const group = groupAt(zone)(game);
    if (isTrouble(blueprint))
      return group.length > 0
        ? E.right(zone)
        : refuse('plays only on a tribble group: there are no tribbles there');
    if (!isTribble(blueprint)) return refuse('is not a tribble or trouble card');
    if (usedThisTurn(player, groupKey(zone))(game))
      return refuse(
        'may not play there: you may play only one tribble card on a group of tribbles each turn',
      );
    const parent = parentOf(blueprint);
    if (O.isNone(parent)) return E.right(zone);
    const bred = group.some(
      (id) => getCard(id)(game).owner === player && tribblesOn(blueprintOf(id)(game)) === parent.value,
    );
    return bred
      ? E.right(zone)
      : refuse(`breeds only from your ${parent.value} tribbles: none of yours are there (its "parents")`);
  };

// README "Adding a card": a card whose text the engine cannot honour is unplayable
/**
 * Right when the tribble or trouble card's game text is declared, so that it may be played.
 * @category predicates
 */
export const checkTextDeclared =
  (card: CardId) =>
  (game: GameState): E.Either<RuleError, void> => {
    const blueprint = blueprintOf(card)(game);
    return ask(textDeclared, blueprint.id)(game)
      ? E.right(undefined)
      : E.left(
          ruleError(
            TRIBBLES,
            `${blueprint.title}: its game text is not implemented yet, so it may not be played.`,
          ),
        );
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Rulebook "Tribbles (11.3)": small tribbles "may report anywhere": every place `zoneOfPlace` names, on each spaceline
// and at each time location, carried ships included (Rulebook "Carried ships")
/**
 * Every place a tribble or trouble card may be played at by its placement, location by location: each planet surface
 * (named by its location) and each ship and facility in play there (`placesAt`).
 * @category operations
 */
export const places = (game: GameState): ReadonlyArray<Place> =>
  locationRows(game).flatMap((line) => (line ?? []).flatMap((location) => placesAt(location)(game)));

/**
 * The game after the player plays a tribble or trouble card at a place `checkPlacement` allowed; a tribble card uses
 * the player's one tribble card on that group this turn.
 * @category operations
 */
export const playAt =
  (player: PlayerId, card: CardId, zone: Zone) =>
  (game: GameState): GameState => {
    const placed = updateCard(card, (c) => ({ ...c, faceUp: true, controller: player }))(
      moveCard(card, zone)(game),
    );
    return isTribble(blueprintOf(card)(game)) ? useThisTurn(player, groupKey(zone))(placed) : placed;
  };

// Rulebook "Tribbles (11.3)": "A Trouble is discarded if there are no tribbles present"
/**
 * The game with every trouble card at a place where no tribble card is left discarded to its owner's discard pile.
 * @category operations
 */
export const discardTroublesWithoutTribbles =
  (zones: ReadonlyArray<Zone>) =>
  (game: GameState): GameState =>
    zones.reduce(
      (g, zone) =>
        groupAt(zone)(g).length > 0
          ? g
          : cardsIn(zone)(g)
              .filter((id) => isTrouble(blueprintOf(id)(g)))
              .reduce((acc, id) => moveCard(id, { kind: 'discard', player: getCard(id)(acc).owner })(acc), g),
      game,
    );

// Helpers

const groupKey = (zone: Zone): string => `tribble@${zoneKey(zone)}`;

const mayBeAt = (player: PlayerId, zone: Zone, game: GameState): boolean => {
  if (zone.kind === 'planetSurface') return isPlanetLocation(zone.location)(game);
  if (zone.kind !== 'aboard') return false;
  return getCard(zone.carrier)(game).controller === player || !isCloaked(zone.carrier)(game);
};
