// Rulebook 7.2 "Attempting a Mission": which missions a player may attempt, and with which ship or Away Team.
// `attemptCommands` lists and checks the `mission.attempt` commands; the play phase composes it into its turn.
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { areSensorsOffLine } from '../cards-in-play/off-line';
import { isUniversal } from '../cards-in-play/persona';
import { blueprintOf, type GameState, getCard, type LocationId, type PlayerId } from '../core/game-state';
import { ordersGiver } from '../core/infestation-state';
import { memoizeRecent } from '../core/memo';
import { prevented } from '../core/permissions';
import { ask } from '../core/query-points';
import { type RuleError, ruleError } from '../core/rule-error';
import { cardsInZone } from '../core/zone-index';
import { checkNotCloaked } from '../orders/cloak';
import { checkNotCompelled } from '../orders/required-actions';
import { hasMatchingPersonnel } from '../orders/staffing';
import { attemptForbidden } from './attempt-points';
import type { AttemptCommand, AttemptRequest } from './model';
import { awayTeamsOnSurface, crewAttempting, matchesMission, missionOf } from './team';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

const RULE = '7.2 Attempting a Mission';
const fail = (message: string) => E.left(ruleError(RULE, message));
const ok: E.Either<RuleError, void> = E.right(undefined);

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Rulebook 7.2: "You may attempt any mission with a point box that you seeded … an opponent seeded if its point box
// shows 40 points or more, or (if ❖ universal) there is more than one copy in play"; completed missions, never again
/**
 * Right when `player` may attempt the mission at `location` at all (whoever would attempt it).
 * @category predicates
 */
export const mayAttemptMission =
  (location: LocationId, player: PlayerId) =>
  (game: GameState): E.Either<RuleError, void> => {
    // once per state, player and location: every candidate at a location asks it
    const byLocation = answersOf(game);
    const key = `${player}\0${location}`;
    let answer = byLocation.get(key);
    if (answer === undefined) {
      answer = mayAttempt(location, player, game);
      byLocation.set(key, answer);
    }
    return answer;
  };

const answersOf = memoizeRecent((_: GameState) => new Map<string, E.Either<RuleError, void>>());

const mayAttempt = (location: LocationId, player: PlayerId, game: GameState): E.Either<RuleError, void> => {
  const place = game.locations[location];
  if (place === undefined) return fail(`${location} is not a spaceline location.`);
  // Gaps in Normal Space: a gap is a location with no mission to attempt
  if (place.missions.length === 0) return fail('There is no mission at a gap to attempt.');
  const mission = missionOf(location, player)(game);
  if (place.completedBy !== null) return fail(`${mission.title} is completed and cannot be attempted again.`);
  if (mission.pointsBox === '')
    return fail(`${mission.title} has no point box: it can never be attempted or solved.`);
  if (ask(attemptForbidden, location)(game))
    return fail(`A dilemma in play forbids attempting ${mission.title}.`);
  const preventing = ask(prevented.attempt, { player, location })(game);
  if (O.isSome(preventing))
    return fail(`${preventing.value} is in play: it prevents attempting ${mission.title}.`);
  if (place.missions.some((id) => getCard(id)(game).owner === player)) return ok;
  if ((mission.points ?? 0) >= 40) return ok;
  if (isUniversal(mission) && copiesInPlay(mission.title, game) > 1) return ok;
  return fail(
    `${mission.title} is your opponent's, worth under 40 points and not a universal mission in play twice.`,
  );
};

const copiesInPlay = (title: string, game: GameState): number => {
  let copies = 0;
  for (const location of Object.values(game.locations))
    for (const id of location.missions) if (blueprintOf(id)(game).title === title) copies++;
  return copies;
};

// Rulebook 7.2: a [S] mission by "any single undocked ship" whose crew includes a matching personnel; a [P] mission
// by "any single Away Team" on the surface; at least one personnel whose affiliation matches the mission
/**
 * Right when the command may begin a mission attempt now.
 * @category predicates
 */
export const checkAttempt =
  (command: AttemptCommand) =>
  (game: GameState): E.Either<RuleError, void> => {
    if (game.attempt !== undefined) return fail('A mission attempt is already under way.');
    if (game.phase !== 'play' || ordersGiver(game) !== command.player)
      return fail(`Only the active player attempts missions, during the play phase.`);
    const may = mayAttemptMission(command.location, command.player)(game);
    if (E.isLeft(may)) return may;
    // Rulebook "Required Actions": a compelled ship and crew may take no other action
    const free = checkNotCompelled(
      command.ship === undefined ? [] : [command.ship],
      'attempt a mission',
    )(game);
    return E.isLeft(free) ? free : checkTeam(command, game);
  };

const checkTeam = (command: AttemptCommand, game: GameState): E.Either<RuleError, void> => {
  const mission = missionOf(command.location, command.player)(game);
  const request = toRequest(command);
  if (request.ship === null && mission.missionType === 'space')
    return fail(`${mission.title} is a space mission: a ship attempts it.`);
  if (request.ship !== null && mission.missionType === 'planet')
    return fail(`${mission.title} is a planet mission: an Away Team on the surface attempts it.`);
  if (request.ship !== null) {
    const ship = game.cards[request.ship];
    if (
      ship === undefined ||
      blueprintOf(ship.id)(game).type !== 'Ship' ||
      ship.controller !== command.player
    )
      return fail(`${request.ship} is not a ship of yours.`);
    const zone = ship.zone;
    if (zone.kind !== 'atLocation' || zone.location !== command.location)
      return fail(`${blueprintOf(ship.id)(game).title} must be undocked at ${mission.title}.`);
    if (ship.stopped) return fail(`${blueprintOf(ship.id)(game).title} is stopped (10.2.1).`);
    // Rulebook 7.6 Cloak: "A cloaked card may not … attempt or scout missions" (nor a phased one)
    const cloaked = checkNotCloaked(ship.id, 'it may not attempt missions')(game);
    if (E.isLeft(cloaked)) return cloaked;
    if (!hasMatchingPersonnel(ship.id)(game))
      return fail(`${blueprintOf(ship.id)(game).title} has no personnel of its own affiliation aboard.`);
    // Rulebook 7.5 systems off line: "Sensors off line: crew cannot attempt space missions" (Quantum Torpedo)
    if (areSensorsOffLine(ship.id)(game))
      return fail(
        `${blueprintOf(ship.id)(game).title}'s sensors are off line: no space missions for its crew.`,
      );
  }
  const team = teamFor(request)(game);
  if (team.length === 0) return fail(`You have no unstopped Away Team on ${mission.title}.`);
  if (!team.some((id) => matchesMission(mission, id)(game)))
    return fail(`No personnel attempting matches the affiliation icons of ${mission.title}.`);
  return ok;
};

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The request the attempt machine runs for a command.
 * @category operations
 */
export const toRequest = (command: AttemptCommand): AttemptRequest => ({
  player: command.player,
  location: command.location,
  ship: command.ship ?? null,
});

// Rulebook 7.2: one ship's crew, or one Away Team (the first with a personnel matching the mission)
/**
 * The personnel who would attempt: the ship's crew, or one Away Team on the planet.
 * @category operations
 */
export const teamFor = (request: AttemptRequest) => (game: GameState) => {
  if (request.ship !== null) return crewAttempting(request.ship)(game);
  const mission = missionOf(request.location, request.player)(game);
  const teams = awayTeamsOnSurface(request.location, request.player)(game);
  return teams.find((t) => t.some((id) => matchesMission(mission, id)(game))) ?? teams[0] ?? [];
};

/**
 * Every `mission.attempt` command worth checking for `player`: each location with the player's personnel on the
 * planet surface (an Away Team), and with each of the player's ships in space there.
 * @category operations
 */
export const candidates =
  (player: PlayerId) =>
  (game: GameState): ReadonlyArray<AttemptCommand> => {
    const commands: AttemptCommand[] = [];
    for (const location of Object.values(game.locations)) {
      // an Away Team is of the player's personnel on the surface (`teamFor`): none there, no attempt from there
      const surface = cardsInZone({ kind: 'planetSurface', location: location.id })(game);
      if (
        surface.some(
          (id) => getCard(id)(game).controller === player && blueprintOf(id)(game).type === 'Personnel',
        )
      )
        commands.push({ type: 'mission.attempt', player, location: location.id });
      for (const ship of cardsInZone({ kind: 'atLocation', location: location.id })(game))
        if (getCard(ship)(game).controller === player && blueprintOf(ship)(game).type === 'Ship')
          commands.push({ type: 'mission.attempt', player, location: location.id, ship });
    }
    return commands;
  };

/**
 * The `mission.attempt` commands of the active player's turn: candidates and their check (see `DecisionRule`).
 * @category instances
 */
export const attemptCommands = {
  commandTypes: ['mission.attempt'] as const,
  candidates,
  check: checkAttempt,
};
