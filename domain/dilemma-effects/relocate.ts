// Female's / Male's Love Interest: "runs off with lover to furthest planet". Rulebook 12.6 far end: compare the
// number of locations in each direction, then the total span; a remaining tie is broken by the opponent of the player
// encountering the dilemma (12.5 Ties).
import * as E from 'fp-ts/Either';
import type { Effect } from '../../cards/language/dilemma-language';
import {
  blueprintOf,
  type CardId,
  type GameState,
  type LocationId,
  moveCard,
  type PlayerId,
} from '../core/game-state';
import { type Interpreter, noted, proceed, selected } from '../mission-attempt/encounter-state';
import { rangeCost } from '../spaceline/spaceline';
import { chooseOne, chooser } from './selection';

type On<T extends Effect['type']> = Interpreter<Extract<Effect, { type: T }>>;

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Rulebook 12.6: the furthest by number of locations, then by span; ties are all returned
/**
 * The planet locations furthest from `from` on its spaceline (several on a tie), none if it has no other planet.
 * @category predicates
 */
export const furthestPlanets =
  (from: LocationId, player: PlayerId) =>
  (game: GameState): ReadonlyArray<LocationId> => {
    const quadrant = game.locations[from]?.quadrant;
    const line = quadrant === undefined ? [] : (game.spacelines[quadrant] ?? []);
    const at = line.indexOf(from);
    const scored = line
      .filter((id) => id !== from && isPlanet(id, game))
      .map((id) => {
        const span = rangeCost(from, id, player)(game);
        return { id, far: Math.abs(line.indexOf(id) - at), span: E.isRight(span) ? span.right : 0 };
      });
    const best = scored.reduce((m, s) => Math.max(m, s.far * 1000 + s.span), -1);
    return scored.filter((s) => s.far * 1000 + s.span === best).map((s) => s.id);
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
 * Moves the selected personnel to the surface of the furthest planet (the opponent breaks a tie); with no other
 * planet on the spaceline they stay.
 * @category operations
 */
export const relocate: On<'relocate'> = (effect, encounter, game) => {
  const who = selected(encounter, effect.who);
  const planets = furthestPlanets(encounter.location, encounter.player)(game);
  const go = (to: LocationId, e = encounter) =>
    proceed(
      noted(e, who, `runs off to ${blueprintOf(to)(game).title}`),
      who.reduce((g, id: CardId) => moveCard(id, { kind: 'planetSurface', location: to }, 'bottom')(g), game),
    );
  if (who.length === 0 || planets.length === 0) return proceed(encounter, game);
  return chooseOne(planets, chooser('opponent', encounter, game), encounter, game, (to, e) => go(to, e));
};
