// Rulebook 7.4 Battle, stage 1 Initiation: the battles a player could initiate at one location, before each is checked
// (domain/battle-rules/initiation.ts `initiateCandidates`): each of their crews or Away Teams against each opposing team or the
// Rogue Borg present, and every set of their armed ships and facilities against each opposing ship or facility.

import { awayTeamsAt, canAct, crewHostOf, crewOf, isInStasis } from '../cards-in-play/presence';
import { attribute } from '../cards-in-play/skills';
import {
  blueprintOf,
  type CardId,
  cardsIn,
  type GameState,
  getCard,
  type LocationId,
  type PlayerId,
  type Zone,
} from '../core/game-state';
import { subsets } from '../core/subsets';
import { sameSite } from '../core/zone-site';
import { siteChoices } from '../sites/places';
import { carriersHere, withCarried } from '../spaceline/location-carriers';
import type { PersonnelInitiateCommand, ShipInitiateCommand } from './battle-model';
import { rogueBorgAt } from './rogue-borg-attack';
import { SELF_CONTROLLED } from './self-controlled';

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/** Whether two zones are the same planet surface or the same ship or facility aboard (at the same site, if any). */
export const sameZone = (a: Zone, b: Zone): boolean =>
  a.kind === b.kind &&
  (a.kind === 'planetSurface'
    ? a.location === (b as typeof a).location
    : a.kind === 'aboard' && a.carrier === (b as typeof a).carrier && sameSite(a, b));

/** Ships and facilities in space at the location, with the ships docked at those facilities. */
export const spaceCards = (location: LocationId, game: GameState): ReadonlyArray<CardId> =>
  carriersHere(location)(game);

const isPersonnelOf = (id: CardId, player: PlayerId, game: GameState): boolean =>
  getCard(id)(game).controller === player && blueprintOf(id)(game).type === 'Personnel';

export const personnelCandidates = (
  player: PlayerId,
  opponent: PlayerId,
  location: LocationId,
  cards: ReadonlyArray<CardId>,
  game: GameState,
): ReadonlyArray<PersonnelInitiateCommand> => {
  // Rulebook "Carried ships": a ship carried aboard another is a place personnel are aboard, and may fight in
  // Rulings "battle": "Personnel … can be present together on the same planet, ship, facility or site"
  const places: ReadonlyArray<Zone> = [
    { kind: 'planetSurface', location },
    ...withCarried(cards)(game).flatMap(
      (carrier): ReadonlyArray<Zone> =>
        siteChoices(carrier, game).map((site) =>
          site === undefined ? { kind: 'aboard', carrier } : { kind: 'aboard', carrier, site },
        ),
    ),
  ];
  return places.flatMap((place) => {
    const all = cardsIn(place)(game);
    const here =
      place.kind === 'aboard' && place.site !== undefined
        ? all.filter((id) => sameSite(getCard(id)(game).zone, place))
        : all;
    if (!here.some((id) => isPersonnelOf(id, player, game))) return [];
    // Rulebook 7.4: "any opposing personnel (or Rogue Borg) present with them"
    const rogueBorg = here.some((id) => getCard(id)(game).controller === SELF_CONTROLLED)
      ? rogueBorgAt(place)(game)
      : [];
    const opposing = here.some((id) => isPersonnelOf(id, opponent, game));
    if (!opposing && rogueBorg.length === 0) return [];
    // Rulebook 10.2.4 (L1063): "Ships and personnel in stasis … cannot be attacked in battle"
    const defending = [
      ...(opposing
        ? teamsAt(place, location, opponent, game)
            .map((team) => team.filter((id) => !isInStasis(id)(game)))
            .filter((team) => team.length > 0)
        : []),
      ...(rogueBorg.length > 0 ? [rogueBorg] : []),
    ];
    return teamsAt(place, location, player, game).flatMap((team) => {
      const attackers = team.filter((id) => !getCard(id)(game).stopped && canAct(id)(game));
      if (attackers.length === 0) return [];
      return defending.map((defenders) => ({
        type: 'battle.initiate' as const,
        player,
        kind: 'personnel' as const,
        place,
        attackers,
        defenders,
      }));
    });
  });
};

// Rulings "carried ships": personnel aboard a carried ship are of the carrying ship's crew, or intruders if the
// carrying ship is another player's
/**
 * A player's crews and Away Teams at a place, each of its members there: the crew of their own ship or facility (or
 * of the one carrying it), or their Away Teams there.
 */
const teamsAt = (
  place: Zone,
  location: LocationId,
  player: PlayerId,
  game: GameState,
): ReadonlyArray<ReadonlyArray<CardId>> => {
  const here = (team: ReadonlyArray<CardId>) => team.filter((id) => sameZone(getCard(id)(game).zone, place));
  if (place.kind === 'aboard') {
    const host = crewHostOf(place.carrier)(game);
    if (getCard(host)(game).controller === player) {
      const crew = here(crewOf(host)(game));
      return crew.length > 0 ? [crew] : [];
    }
  }
  return awayTeamsAt(
    location,
    player,
  )(game)
    .map(here)
    .filter((team) => team.length > 0);
};

export const shipCandidates = (
  player: PlayerId,
  opponent: PlayerId,
  location: LocationId,
  cards: ReadonlyArray<CardId>,
  game: GameState,
): ReadonlyArray<ShipInitiateCommand> => {
  const targets = cards.filter((id) => {
    const card = getCard(id)(game);
    return (
      (card.controller === opponent || card.controller === SELF_CONTROLLED) &&
      card.cloaked !== true &&
      card.landed !== true
    );
  });
  if (targets.length === 0) return [];
  const able = cards.filter((id) => {
    const card = getCard(id)(game);
    return (
      card.controller === player &&
      card.zone.kind === 'atLocation' &&
      !card.stopped &&
      card.cloaked !== true &&
      card.landed !== true &&
      attribute(id, 'WEAPONS')(game) > 0
    );
  });
  if (able.length === 0) return [];
  const forces = subsets(able).slice(1);
  return targets.flatMap((target) =>
    forces.map((attackers) => ({
      type: 'battle.initiate' as const,
      player,
      kind: 'ship' as const,
      location,
      attackers,
      target,
    })),
  );
};
