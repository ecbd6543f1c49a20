// Rulebook 7.1.1 Beam, as cards at a planet location restrict it: Atmospheric Ionization ("Maximum of three personnel
// per turn can be beamed up or down at this location"), Distortion Field ("While face up, prevents all beaming
// down/up here"), and Pattern Enhancers ("Allows your personnel and equipment unlimited beaming through {atmospheric
// ionization} or {distortion fields}"). Beaming "up or down" is between the planet surface and a ship or facility;
// the three personnel are counted over the turn, whoever beams them. The beam order asks `checkBeamingAllowed` and
// tells `recordBeam` after each beam.
import * as E from 'fp-ts/Either';
import { isReferencedBy } from '../cards-in-play/persona';
import { canAct } from '../cards-in-play/presence';
import {
  blueprintOf,
  type CardId,
  type GameState,
  getCard,
  type LocationId,
  type PlayerId,
  type Zone,
} from '../core/game-state';
import { type RuleError, ruleError } from '../core/rule-error';
import { type RuleEntry, rulesInPlay } from './in-play';
import { timesUsedThisTurn, useThisTurn } from './this-turn';

const ok: E.Either<RuleError, void> = E.right(undefined);

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/** The planet location of a beam up or down (one end on the planet surface), or null for other beams. */
const upOrDownAt = (from: Zone, to: Zone): LocationId | null => {
  if (from.kind === 'planetSurface' && to.kind === 'aboard') return from.location;
  if (to.kind === 'planetSurface' && from.kind === 'aboard') return to.location;
  return null;
};

/** The location a card played on a mission is at (the mission's location), else null. */
const hostLocation = (entry: RuleEntry, game: GameState): LocationId | null => {
  const zone = getCard(entry.source.id)(game).zone;
  if (zone.kind !== 'playedOn') return null;
  const host = getCard(zone.host)(game).zone;
  return host.kind === 'spaceline' ? host.location : null;
};

// Pattern Enhancers: the beaming player's card in play lets them beam through cards of these titles
const beamsThrough = (player: PlayerId, restricting: RuleEntry, game: GameState): boolean => {
  const card = blueprintOf(restricting.source.id)(game);
  return rulesInPlay('unlimitedBeamingThrough')(game).some(
    (r) =>
      r.source.controller === player &&
      canAct(r.source.id)(game) &&
      r.effect.titles.some((title) => isReferencedBy(title)(card)),
  );
};

const quotaKey = (location: LocationId): string => `beamedUpOrDown:${location}`;

// Rulebook 7.1.1 Beam, restricted by Atmospheric Ionization and Distortion Field at the location
/**
 * Right unless a card at the planet location forbids beaming this card up or down there now.
 * @category predicates
 */
export const checkBeamingAllowed =
  (player: PlayerId, card: CardId, from: Zone, to: Zone) =>
  (game: GameState): E.Either<RuleError, void> => {
    const location = upOrDownAt(from, to);
    if (location === null) return ok;
    for (const r of rulesInPlay('preventsBeamingWhileFaceUp')(game))
      if (
        getCard(r.source.id)(game).faceUp &&
        hostLocation(r, game) === location &&
        !beamsThrough(player, r, game)
      )
        return E.left(ruleError(r.source.title, `${r.source.title} prevents all beaming down or up here.`));
    const quotas = rulesInPlay('beamingQuota')(game);
    if (quotas.length === 0 || blueprintOf(card)(game).type !== 'Personnel') return ok;
    for (const r of quotas)
      if (
        hostLocation(r, game) === location &&
        !beamsThrough(player, r, game) &&
        timesUsedThisTurn(quotaKey(location))(game) >= r.effect.personnelPerTurn
      )
        return E.left(
          ruleError(
            r.source.title,
            `${r.source.title}: at most ${r.effect.personnelPerTurn} personnel per turn beam up or down here.`,
          ),
        );
    return ok;
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * Counts a personnel beamed up or down where Atmospheric Ionization limits it, toward the turn's maximum.
 * @category operations
 */
export const recordBeam =
  (player: PlayerId, card: CardId, from: Zone, to: Zone) =>
  (game: GameState): GameState => {
    const location = upOrDownAt(from, to);
    if (location === null) return game;
    const limited = rulesInPlay('beamingQuota')(game).some(
      (r) => hostLocation(r, game) === location && !beamsThrough(player, r, game),
    );
    return limited && blueprintOf(card)(game).type === 'Personnel'
      ? useThisTurn(player, quotaKey(location))(game)
      : game;
  };
