// Alien Parasites ([P]): "Unless INTEGRITY>32, Away Team infected. They beam back and opponent immediately controls ship
// and crew until 'stopped.' Then turn resumes." The infected Away Team beams back aboard a ship or facility of its
// player at the location (their choice when there are several; none: they stay on the planet, and the opponent
// controls the Away Team). Where they may beam back is where a beam reaches (`beamUpDestinations`: a docked or carried
// ship too, never a cloaked one: Rulebook 7.6). The attempt ends there, nobody stopped yet: the team is stopped when control returns
// (domain/dilemma-effects/infestation.ts), since "until stopped" would otherwise end at once. An infected crew meeting Alien Parasites
// again cannot be resolved exactly: it goes out of play without effect.

import * as O from 'fp-ts/Option';
import type { Effect } from '../../cards/language/dilemma-language';
import { type CardId, type GameState, moveCard, opponentOf, type Zone } from '../core/game-state';
import {
  type Encounter,
  type Interpreter,
  noted,
  proceed,
  type Step,
} from '../mission-attempt/encounter-state';
import { withSites, zoneOfPlace } from '../orders/places';
import { beamUpDestinations } from './beam-destinations';
import { infest } from './infestation';
import { chooseOne } from './selection';

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Rulebook 12.3 Control: "your opponent may take control of some of your cards (through … Alien Parasites …)"
/**
 * Beams the Away Team back, gives the opponent the ship (or facility) and its crew until they are stopped, and ends
 * the attempt.
 * @category operations
 */
export const opponentControlsShipAndCrew: Interpreter<
  Extract<Effect, { type: 'opponentControlsShipAndCrew' }>
> = (_, encounter, game) => {
  const team = encounter.team(game);
  // an infected crew meeting Alien Parasites again: who would control whom is not in the text
  if (game.infestation !== undefined)
    return proceed(
      { ...noted(encounter, [encounter.dilemma], 'meets an infected crew'), halted: 'unresolvable' },
      game,
    );
  // Rulebook "Sites": aboard a station with sites, at the site chosen
  const carriers = withSites(beamUpDestinations(encounter.player, encounter.location)(game))(game);
  const beamBack = (place: CardId, e: Encounter): Step => {
    const zone = O.getOrElse((): Zone => ({ kind: 'aboard', carrier: place }))(zoneOfPlace(place)(game));
    return infected(
      noted(e, team, 'beams back'),
      zone.kind === 'aboard' ? zone.carrier : place,
      team,
      team.reduce((g, id) => moveCard(id, zone, 'bottom')(g), game),
    );
  };
  if (carriers.length === 0) return infected(noted(encounter, team, 'stays on the planet'), null, team, game);
  return chooseOne(carriers, encounter.player, encounter, game, (carrier, e) => beamBack(carrier, e));
};

// Helpers

/** The opponent controls the ship (or the Away Team) and its crew; the attempt ends. */
const infected = (
  encounter: Encounter,
  ship: CardId | null,
  team: ReadonlyArray<CardId>,
  game: GameState,
): Step => {
  const opponent = opponentOf(encounter.player)(game);
  const controlled = infest({
    dilemma: encounter.dilemma,
    location: encounter.location,
    player: opponent,
    returnsTo: encounter.player,
    ship,
    team,
  })(game);
  return proceed(
    { ...noted(encounter, team, `is infected: ${opponent} controls it`), halted: 'ended' },
    controlled,
  );
};
