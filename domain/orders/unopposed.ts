// Rulings "unopposed" (2000-06-26, L438): "Your personnel are unopposed if your opponent has no personnel present with
// them on a planet, ship, facility or site. Your ship is unopposed if your opponent has no ships at the same spaceline
// or timeline location. […] Cards that are cloaked, phased, disabled or in stasis do not oppose." Rulings "opposing"
// (L311): "controlled by your opponent and which is not cloaked, phased, disabled or in stasis". A site's "unopposed
// here" is domain/sites/unopposed.ts.
import * as O from 'fp-ts/Option';
import { cardsInPlay } from '../cards-in-play/persona';
import { canAct, isCloaked, isPresentWith } from '../cards-in-play/presence';
import {
  blueprintOf,
  type CardId,
  type GameState,
  getCard,
  type LocationId,
  locationOf,
  opponentOf,
  type PlayerId,
} from '../core/game-state';
import { cardsInZone } from '../core/zone-index';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** Whether a player's ships and personnel at a location are unopposed: in space, and on the planet surface. */
export interface LocationOpposition {
  readonly space: boolean;
  readonly planet: boolean;
}

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Rulings "opposing": controlled by your opponent and not cloaked, phased, disabled or in stasis
/**
 * Whether a card opposes `player`'s cards: controlled by their opponent, able to act and not cloaked or phased.
 * @category predicates
 */
export const opposes =
  (id: CardId, player: PlayerId) =>
  (game: GameState): boolean =>
    getCard(id)(game).controller === opponentOf(player)(game) && canAct(id)(game) && !isCloaked(id)(game);

// Rulings "unopposed": "if your opponent has no personnel present with them"
/**
 * Whether a personnel is unopposed: no opposing personnel is present with it.
 * @category predicates
 */
export const isPersonnelUnopposed =
  (id: CardId) =>
  (game: GameState): boolean => {
    const player = getCard(id)(game).controller;
    return !cardsInPlay(game).some(
      (other) =>
        blueprintOf(other.id)(game).type === 'Personnel' &&
        opposes(other.id, player)(game) &&
        isPresentWith(id, other.id)(game),
    );
  };

// Rulings "unopposed": "if your opponent has no ships at the same spaceline or timeline location"
/**
 * Whether `player`'s ships at a location are unopposed: no opposing ship is there.
 * @category predicates
 */
export const isSpaceUnopposedFor =
  (player: PlayerId, location: LocationId) =>
  (game: GameState): boolean =>
    !cardsInPlay(game).some(
      (other) =>
        blueprintOf(other.id)(game).type === 'Ship' &&
        O.exists((at) => at === location)(locationOf(other.id)(game)) &&
        opposes(other.id, player)(game),
    );

/**
 * Whether `player`'s personnel on a location's planet surface are unopposed: no opposing personnel stands there.
 * @category predicates
 */
export const isPlanetUnopposedFor =
  (player: PlayerId, location: LocationId) =>
  (game: GameState): boolean =>
    !cardsInZone({ kind: 'planetSurface', location })(game).some(
      (other) => blueprintOf(other)(game).type === 'Personnel' && opposes(other, player)(game),
    );

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * Whether `player`'s cards at a location are unopposed, in space and on the planet surface.
 * @category operations
 */
export const oppositionAt =
  (player: PlayerId, location: LocationId) =>
  (game: GameState): LocationOpposition => ({
    space: isSpaceUnopposedFor(player, location)(game),
    planet: isPlanetUnopposedFor(player, location)(game),
  });
