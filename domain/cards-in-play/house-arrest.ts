// Rulebook 10.2.10 HOUSE ARREST: your personnel who must be aboard with an incompatible ship, facility or crew are
// placed under house arrest (treated as disabled, `Presence.isDisabled`; separated during mission attempts,
// `Presence.isSeparated`); they may freely walk and beam, which ends the situation. On a planet, incompatible
// personnel simply split into separate Away Teams (`Presence.awayTeamsAt`). Voluntary moves and reports never create
// the situation (`checkMayBoard`, `Reporting.canReport`, `canChangeAffiliation` refuse it); it arises when seeded
// personnel are earned (domain/mission-attempt/earning.ts). Not implemented: re-checking crews when a card that lets
// affiliations mix leaves play, and choosing the minority group among several incompatible groups of free personnel
// (the personnel that arrives is placed under house arrest).

import { named, record } from '../core/chronicle';
import { trigger } from '../core/game-events';
import { blueprintOf, type CardId, cardsIn, type GameState, getCard, type Zone } from '../core/game-state';
import { sameSite } from '../core/zone-site';
import { areCompatible } from './compatibility';
import { setStatus } from './presence';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Rulebook 10.2.10 House Arrest: incompatible with the ship or facility it is aboard (when it is its controller's);
// else, as the minority, with its controller's other personnel there who are free and compatible with it ("at a site on
// a Nor" the facility's affiliation is not applicable: only the personnel at the same site count)
/**
 * Whether a personnel aboard a ship or facility is in a house arrest situation there.
 * @category predicates
 */
export const isInHouseArrestSituation =
  (id: CardId) =>
  (game: GameState): boolean => {
    const card = getCard(id)(game);
    if (card.zone.kind !== 'aboard' || blueprintOf(id)(game).type !== 'Personnel') return false;
    const carrier = card.zone.carrier;
    const atSite = card.zone.site !== undefined;
    const own = !atSite && getCard(carrier)(game).controller === card.controller;
    if (own && !areCompatible(id, carrier)(game)) return true;
    return cardsIn(card.zone)(game).some((other) => {
      const o = getCard(other)(game);
      return (
        other !== id &&
        o.controller === card.controller &&
        (!atSite || sameSite(o.zone, card.zone)) &&
        o.houseArrest !== true &&
        blueprintOf(other)(game).type === 'Personnel' &&
        (!own || areCompatible(other, carrier)(game)) &&
        !areCompatible(id, other)(game)
      );
    });
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Rulebook 10.2.10 and 7.2 "Solving a Mission": earned personnel "are placed under house arrest if aboard a ship"
/**
 * Places a personnel that has just come aboard under house arrest if it is in a house arrest situation there.
 * @category operations
 */
export const houseArrestIfIncompatible =
  (id: CardId) =>
  (game: GameState): GameState => {
    if (!isInHouseArrestSituation(id)(game)) return game;
    const arrested = setStatus(id, 'houseArrest', true)(game);
    return record(`${named(id)(arrested)} is placed under house arrest`, id)(arrested);
  };

// Rulebook 10.2.10 House Arrest: "they may freely walk and beam, and can thereby end the house arrest situation"
/**
 * After a card walked or beamed from `from`: it, and the personnel under house arrest it left behind, are released
 * when no longer in a house arrest situation.
 * @category operations
 */
export const settleAfterMove =
  (id: CardId, from: Zone) =>
  (game: GameState): GameState => {
    const left = from.kind === 'aboard' ? cardsIn(from)(game) : [];
    return [id, ...left].reduce(
      (g, c) => (getCard(c)(g).houseArrest === true && !isInHouseArrestSituation(c)(g) ? release(c)(g) : g),
      game,
    );
  };

/**
 * A card that beamed or walked away, and those it left behind, released from house arrest (`settleAfterMove`).
 * @category operations
 */
export const releasesWhenTransported = trigger({
  name: '10.2.10 House Arrest: released by walking or beaming away',
  on: 'card.transported',
  run: (event) => settleAfterMove(event.card, event.from),
});

// Helpers

const release =
  (id: CardId) =>
  (game: GameState): GameState => {
    const freed = setStatus(id, 'houseArrest', false)(game);
    return record(`${named(id)(freed)} is no longer under house arrest`, id)(freed);
  };
