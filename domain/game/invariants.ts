// The bookkeeping invariants of the game state (ARCHITECTURE "One owner of the game state"): every card in exactly
// one zone list, every location on exactly one spaceline (a time location on none: Rulebook "Time Locations"), and
// every card aboard or docked at a station with sites at one of its sites (Rulebook "Sites"). Tests and `restore` ask
// them after every change.
import * as O from 'fp-ts/Option';
import { blueprintOf, type CardId, cardsIn, type GameState, type ZoneKey, zoneKey } from '../core/game-state';
import { siteOfZone, stationOfSite } from '../core/zone-site';
import { isNor, sitesOf } from '../sites/station-sites';

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * Everything wrong with the bookkeeping: each card in exactly one zone list, the one its `zone` names,
 * no duplicates, every location on exactly one spaceline with its mission cards in its `spaceline` zone, and no game
 * event left unanswered.
 * @category operations
 */
export const checkInvariants = (game: GameState): ReadonlyArray<string> => {
  const problems: string[] = [];
  const seen = new Map<CardId, ZoneKey>();
  for (const [key, ids] of Object.entries(game.zones)) {
    for (const id of ids) {
      const card = game.cards[id];
      const previous = seen.get(id);
      if (previous !== undefined) problems.push(`${id} is listed in ${previous} and ${key}`);
      seen.set(id, key);
      const actual = card === undefined ? 'unknown' : zoneKey(card.zone);
      if (actual !== key) problems.push(`${id} is listed in ${key} but its zone is ${actual}`);
    }
  }
  for (const id of Object.keys(game.cards)) if (!seen.has(id)) problems.push(`${id} is in no zone list`);
  const onSpaceline = Object.values(game.spacelines).flatMap((line) => line ?? []);
  if (new Set(onSpaceline).size !== onSpaceline.length) problems.push('a location is on a spaceline twice');
  for (const location of Object.values(game.locations)) {
    const time = location.timeLocation === true;
    if (time === onSpaceline.includes(location.id))
      problems.push(
        `location ${location.id} is ${time ? 'a time location on a spaceline' : 'on no spaceline'}`,
      );
    const listed = cardsIn({ kind: 'spaceline', location: location.id })(game);
    if (listed.join() !== (time ? [location.id] : location.missions).join())
      problems.push(`location ${location.id} differs from its zone`);
  }
  for (const id of onSpaceline)
    if (game.locations[id] === undefined) problems.push(`spaceline lists unknown ${id}`);
  // issue #14: the settle step after each command answers every game event it recorded (domain/game/settle.ts)
  if ((game.events?.length ?? 0) > 0) problems.push(`${game.events?.length} game events left unanswered`);
  return [...problems, ...siteProblems(game)];
};

// Helpers

/** Rulebook "Sites": a card aboard or docked at a station with sites is at one of its sites, and only there. */
const siteProblems = (game: GameState): ReadonlyArray<string> =>
  Object.values(game.cards).flatMap((card) => {
    const zone = card.zone;
    if (zone.kind !== 'aboard' && zone.kind !== 'docked') return [];
    const host = zone.kind === 'aboard' ? zone.carrier : zone.facility;
    const site = siteOfZone(zone);
    if (site !== undefined)
      return game.cards[site] !== undefined && O.exists((s: CardId) => s === host)(stationOfSite(site)(game))
        ? []
        : [`${card.id} names ${site}, not a site of ${host}`];
    return game.cards[host] !== undefined && isNor(blueprintOf(host)(game)) && sitesOf(host)(game).length > 0
      ? [`${card.id} is at ${host}, which has sites, at none of them`]
      : [];
  });
