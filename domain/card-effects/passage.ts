// Rulebook 7.1.5 Move, as cards on the spaceline restrict it: Q-Net ("Plays between two adjacent spaceline locations.
// No ship may pass the Q-Net unless 2 Diplomacy aboard"; it plays on the mission on one side and stands between that
// location and the next), Tetryon Field ("All ships must stop here before proceeding on next turn, unless Navigation
// aboard"; Rulings "Tetryon Field": such a ship "must stop moving at the location of this event and cannot move for the
// remainder of the turn") and Subspace Warp Rift ("Any ship passing over here without stopping incurs damage"; Rulings
// "passing locations": a ship passes the locations it flies by within one move). The move order asks
// `checkPassage` and calls `afterMove` after each move.
import * as E from 'fp-ts/Either';
import type { CrewNeed } from '../../cards/effects/language';
import { named, record } from '../chronicle';
import { damageShip } from '../dilemma-effects/ship';
import { type CardId, type GameState, getCard, type LocationId } from '../game-state';
import { canAct, crewOf } from '../presence';
import { type RuleError, ruleError } from '../rule-error';
import { teamSkillLevel } from '../skills';
import { type RuleEntry, rulesInPlay } from './in-play';
import { usedThisTurn, useThisTurn } from './this-turn';

const ok: E.Either<RuleError, void> = E.right(undefined);

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/** The position of a location on its spaceline, or -1. */
const indexOf = (location: LocationId, game: GameState): number => {
  const quadrant = game.locations[location]?.quadrant;
  return quadrant === undefined ? -1 : (game.spacelines[quadrant] ?? []).indexOf(location);
};

/** The location of the mission a card is played on, else null. */
const hostLocation = (entry: RuleEntry, game: GameState): LocationId | null => {
  const zone = getCard(entry.source.id)(game).zone;
  if (zone.kind !== 'playedOn') return null;
  const host = getCard(zone.host)(game).zone;
  return host.kind === 'spaceline' ? host.location : null;
};

/** Whether a move from one location to another flies by `location` (strictly between them on the spaceline). */
const passes = (from: LocationId, to: LocationId, location: LocationId, game: GameState): boolean => {
  const [a, b, at] = [indexOf(from, game), indexOf(to, game), indexOf(location, game)];
  return at >= 0 && Math.min(a, b) < at && at < Math.max(a, b);
};

/** "unless Navigation aboard": the ship's crew, able to act, has the skill at that level. */
const crewHas = (ship: CardId, need: CrewNeed, game: GameState): boolean =>
  teamSkillLevel(
    crewOf(ship)(game).filter((id) => canAct(id)(game)),
    need.skill,
  )(game) >= need.count;

// Rulebook 7.1.5 Move, restricted by Q-Net and Tetryon Field
/**
 * Right unless a card on the spaceline forbids the ship's move from one location to the other now.
 * @category predicates
 */
export const checkPassage =
  (ship: CardId, from: LocationId, to: LocationId) =>
  (game: GameState): E.Either<RuleError, void> => {
    for (const r of rulesInPlay('mustStopHere')(game)) {
      const at = hostLocation(r, game);
      if (at === null || crewHas(ship, r.effect.unless, game)) continue;
      if (passes(from, to, at, game))
        return E.left(
          ruleError(r.source.title, `${r.source.title}: a ship must stop there before going on.`),
        );
      if (from === at && usedThisTurn(getCard(ship)(game).controller, stopKey(ship, at))(game))
        return E.left(ruleError(r.source.title, `${r.source.title}: the ship stopped there for this turn.`));
    }
    for (const r of rulesInPlay('blocksPassageToNext')(game)) {
      const at = hostLocation(r, game);
      if (at === null || crewHas(ship, r.effect.unless, game)) continue;
      const [a, b, net] = [indexOf(from, game), indexOf(to, game), indexOf(at, game)];
      if (net >= 0 && Math.min(a, b) <= net && net < Math.max(a, b))
        return E.left(
          ruleError(r.source.title, `No ship may pass ${r.source.title} without its crew's skills.`),
        );
    }
    return ok;
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Subspace Warp Rift: a ship that flew by its location in this move incurs damage (Rulebook 7.5.1 rotation damage)
const damagePassing = (ship: CardId, from: LocationId, to: LocationId, game: GameState): GameState =>
  rulesInPlay('damagesPassingShips')(game).reduce((g, r) => {
    const at = hostLocation(r, g);
    if (at === null || g.cards[ship]?.zone.kind !== 'atLocation' || !passes(from, to, at, g)) return g;
    return damageShip(ship)(record(`${named(ship)(g)} incurs damage passing ${r.source.title}`, ship)(g));
  }, game);

// Rulings "Tetryon Field": a ship without Navigation that moved there stays for the rest of the turn
const recordStop = (ship: CardId, to: LocationId, game: GameState): GameState =>
  rulesInPlay('mustStopHere')(game).some(
    (r) => hostLocation(r, game) === to && !crewHas(ship, r.effect.unless, game),
  )
    ? useThisTurn(getCard(ship)(game).controller, stopKey(ship, to))(game)
    : game;

/**
 * After a ship's move from one location to the other: it is damaged for each Subspace Warp Rift it passed, and it
 * stays the rest of the turn where a Tetryon Field stopped it.
 * @category operations
 */
export const afterMove =
  (ship: CardId, from: LocationId, to: LocationId) =>
  (game: GameState): GameState => {
    const damaged = damagePassing(ship, from, to, game);
    return damaged.cards[ship]?.zone.kind === 'atLocation' ? recordStop(ship, to, damaged) : damaged;
  };

// Helpers

const stopKey = (ship: CardId, location: LocationId): string => `stoppedAt:${ship}:${location}`;
