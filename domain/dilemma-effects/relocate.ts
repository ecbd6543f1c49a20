// Female's / Male's Love Interest: "runs off with lover to furthest planet"; The Metrons' Arena: "is relocated to
// nearest planet with no personnel on surface". Rulebook 12.6 far end and L1249 "nearest": compare the number of
// locations in each direction, then the total span; a remaining tie is broken by the opponent of the player
// encountering the dilemma (12.5 Ties).
import * as E from 'fp-ts/Either';
import type { Effect } from '../../cards/language/dilemma-language';
import {
  blueprintOf,
  type CardId,
  cardsIn,
  type GameState,
  type LocationId,
  moveCard,
  type PlayerId,
} from '../core/game-state';
import {
  type Encounter,
  type Interpreter,
  noted,
  proceed,
  selected,
} from '../mission-attempt/encounter-state';
import { rangeCost } from '../spaceline/spaceline';
import { chooseOne, chooser } from './selection';

type On<T extends Effect['type']> = Interpreter<Extract<Effect, { type: T }>>;

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Rulebook 12.6 and L1249: how far a planet is, by number of locations, then by span
const distances = (from: LocationId, player: PlayerId, game: GameState) => {
  const quadrant = game.locations[from]?.quadrant;
  const line = quadrant === undefined ? [] : (game.spacelines[quadrant] ?? []);
  const at = line.indexOf(from);
  return line
    .filter((id) => id !== from && isPlanet(id, game))
    .map((id) => {
      const span = rangeCost(from, id, player)(game);
      return { id, distance: Math.abs(line.indexOf(id) - at) * 1000 + (E.isRight(span) ? span.right : 0) };
    });
};

// Rulebook 12.6: the furthest by number of locations, then by span; ties are all returned
/**
 * The planet locations furthest from `from` on its spaceline (several on a tie), none if it has no other planet.
 * @category predicates
 */
export const furthestPlanets =
  (from: LocationId, player: PlayerId) =>
  (game: GameState): ReadonlyArray<LocationId> => {
    const scored = distances(from, player, game);
    const best = scored.reduce((m, s) => Math.max(m, s.distance), -1);
    return scored.filter((s) => s.distance === best).map((s) => s.id);
  };

// Rulebook L1249 "nearest": the fewest locations away, then the least span; ties are all returned
/**
 * The other planet locations nearest to `from` on its spaceline with no personnel (anyone's) on their surface
 * (several on a tie), none if there is no such planet.
 * @category predicates
 */
export const nearestPlanetsWithNoPersonnel =
  (from: LocationId, player: PlayerId) =>
  (game: GameState): ReadonlyArray<LocationId> => {
    const scored = distances(from, player, game).filter(
      (s) =>
        !cardsIn({ kind: 'planetSurface', location: s.id })(game).some(
          (id) => blueprintOf(id)(game).type === 'Personnel',
        ),
    );
    const best = scored.reduce((m, s) => Math.min(m, s.distance), Number.POSITIVE_INFINITY);
    return scored.filter((s) => s.distance === best).map((s) => s.id);
  };

const isPlanet = (location: LocationId, game: GameState): boolean =>
  (game.locations[location]?.missions ?? []).some((m) => {
    const blueprint = blueprintOf(m)(game);
    return 'missionType' in blueprint && blueprint.missionType !== 'space';
  });

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * Moves the selected personnel to the surface of the planet `to` names (the opponent breaks a tie), naming them `as`;
 * with no such planet on the spaceline they stay.
 * @category operations
 */
export const relocate: On<'relocate'> = (effect, encounter, game) => {
  const who = selected(encounter, effect.who);
  const destinations = effect.to === 'furthestPlanet' ? furthestPlanets : nearestPlanetsWithNoPersonnel;
  const planets = destinations(encounter.location, encounter.player)(game);
  const named = (e: Encounter, cards: ReadonlyArray<CardId>): Encounter =>
    effect.as === undefined ? e : { ...e, selections: { ...e.selections, [effect.as]: cards } };
  const go = (to: LocationId, e = encounter) =>
    proceed(
      noted(
        named(e, who),
        who,
        `${effect.to === 'furthestPlanet' ? 'runs off' : 'is relocated'} to ${blueprintOf(to)(game).title}`,
      ),
      who.reduce((g, id: CardId) => moveCard(id, { kind: 'planetSurface', location: to }, 'bottom')(g), game),
    );
  if (who.length === 0 || planets.length === 0) return proceed(named(encounter, []), game);
  return chooseOne(planets, chooser('opponent', encounter, game), encounter, game, (to, e) => go(to, e));
};
