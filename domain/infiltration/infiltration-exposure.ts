// Rulebook 7.9.1 Exposure: what exposes an infiltrator without a choice, checked after every command
// (`Decisions.apply`): being present with another version of the persona it impersonates (mirror opposites too:
// "if Kira Founder is ever present with Kira, Colonel Kira, or The Intendant, she is immediately exposed"), or
// returning to its own crew or Away Team. An exposed infiltrator "may infiltrate again once he has spent any length of
// time not being present with any of that opponent's personnel": its record is dropped once it is away from them.
import type { Blueprint } from '../../cards/blueprint';
import { cardsInPlay, isInPlay, personaNames, titleKey } from '../cards-in-play/persona';
import { isPresentWith } from '../cards-in-play/presence';
import { blueprintOf, type CardId, type CardInstance, type GameState, getCard } from '../core/game-state';
import { cardsInZone } from '../core/zone-index';
import { expose, forgetExposure } from './infiltration';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Rulebook 7.9.1: "any other version of the persona they are impersonating (including mirror opposites)"
/**
 * Whether a printed personnel represents a persona the impersonator impersonates: a version or a mirror opposite of
 * it (another impersonator does not).
 * @category predicates
 */
export const representsImpersonated =
  (impersonator: Blueprint) =>
  (other: Blueprint): boolean => {
    const impersonated = personaNames(impersonator).impersonates;
    if (impersonated.length === 0 || other.type !== 'Personnel') return false;
    const names = personaNames(other);
    return impersonated.some(
      (name) =>
        titleKey(other.title) === name || names.versions.includes(name) || names.mirrors.includes(name),
    );
  };

// Rulebook 7.9.1: "present with any other version of the persona they are impersonating"
/**
 * Whether the infiltrator is present with a personnel in play of the persona it impersonates.
 * @category predicates
 */
export const isWithImpersonated =
  (id: CardId) =>
  (game: GameState): boolean => {
    const impersonator = blueprintOf(id)(game);
    return cardsInPlay(game).some(
      (other) =>
        other.id !== id &&
        representsImpersonated(impersonator)(blueprintOf(other.id)(game)) &&
        isPresentWith(id, other.id)(game),
    );
  };

// Rulebook 7.9.1: "your infiltrator can be exposed by returning to your own crew or Away Team"
/**
 * Whether the infiltrator is back with its own side: aboard its controller's ship or facility, or on a planet with
 * its controller's other personnel and none of its hosts'.
 * @category predicates
 */
export const hasReturned =
  (id: CardId) =>
  (game: GameState): boolean => {
    const card = getCard(id)(game);
    if (card.zone.kind === 'aboard') return getCard(card.zone.carrier)(game).controller === card.controller;
    if (card.zone.kind !== 'planetSurface') return false;
    const here = cardsInZone(card.zone)(game).map((other) => getCard(other)(game));
    const personnel = here.filter((other) => other.id !== id && isPersonnel(other, game));
    return (
      personnel.some((other) => other.controller === card.controller && other.infiltration === undefined) &&
      !personnel.some((other) => other.controller === card.infiltration?.into)
    );
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Rulebook 7.9.1 Exposure: forced exposure, and the end of an exposure once away from the opponent's personnel
/**
 * The game with every infiltrator present with its impersonated persona, or back with its own side, exposed, and
 * every exposed one away from that opponent's personnel free to infiltrate again.
 * @category operations
 */
export const settleInfiltrators = (game: GameState): GameState => {
  // after every command: a plain pass over the cards in play (listed once per `cards` record, and asked for again by
  // the next decision's listing), most games having no infiltrator at all
  let settled = game;
  for (const card of cardsInPlay(game))
    if (card.infiltration !== undefined) settled = settle(card.id, settled);
  return settled;
};

// Helpers

const settle = (id: CardId, game: GameState): GameState => {
  const card = getCard(id)(game);
  const infiltration = card.infiltration;
  if (infiltration === undefined || !isInPlay(card)) return game;
  if (infiltration.exposed === true)
    return cardsInPlay(game).some(
      (other) =>
        other.controller === infiltration.into &&
        isPersonnel(other, game) &&
        isPresentWith(id, other.id)(game),
    )
      ? game
      : forgetExposure(id)(game);
  if (isWithImpersonated(id)(game)) return expose(id, 'present with the persona it impersonates')(game);
  return hasReturned(id)(game) ? expose(id, 'back with its own crew or Away Team')(game) : game;
};

const isPersonnel = (card: CardInstance, game: GameState): boolean =>
  blueprintOf(card.id)(game).type === 'Personnel';
