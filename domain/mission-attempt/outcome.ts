// Rulebook 7.2 "Solving a Mission" and mission failure: after the last seed card the remaining personnel solve the
// mission if they still match it and meet its requirements; failing a dilemma's conditions stops the team and its ship
// (10.2.1), failing the mission's requirements does not (L716-722).

import * as O from 'fp-ts/Option';
import { addScore } from '../cards-in-play/bonus-points';
import { setStopped } from '../cards-in-play/presence';
import { declaredText } from '../core/declared-texts';
import { recordEvents } from '../core/game-events';
import { cardsIn, type GameState, getCard } from '../core/game-state';
import { editionOf, markBlank } from '../core/rules-options';
import { noteUnreadRequirements } from './blank-mission-text';
import type { ArtifactEarning } from './earning';
import { earnSetAside } from './earning';
import type { AttemptOutcome, AttemptReport, MissionAttempt } from './model';
import { meets } from './requirements';
import { current, logged, withAttempt } from './seed-cards';
import { currentTeam, matchesMission, missionCardFor, missionOf } from './team';
import { extraAttemptRequirements, missionPoints } from './text-hindrances';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Rulebook 7.2 "Solving a Mission": "If they still have a personnel whose affiliation matches one of the mission's …
// and meet the mission requirements, they solve the mission"; 7.2.4: never after meeting your own mis-seed there
/**
 * Whether the team left solves the mission.
 * @category predicates
 */
export const meetsMissionRequirements = (game: GameState): boolean => {
  const attempt = current(game);
  if (game.locations[attempt.location]?.cannotSolve?.includes(attempt.player)) return false;
  const mission = missionOf(attempt.location, attempt.player)(game);
  const team = currentTeam(attempt)(game);
  if (!team.some((id) => matchesMission(mission, id)(game))) return false;
  // 100 Tribbles: "Where present, mission attempts require 2 Leadership"
  const required = [
    ...(mission.requirements === null ? [] : [mission.requirements]),
    ...extraAttemptRequirements(team)(game),
  ];
  return required.every((requirement) => meets(requirement, team)(game));
};

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Rulebook 7.2 "Solving a Mission" (L705-711): the mission is marked complete, "Now, any gametext triggered by solving
// the mission is resolved", "Then, artifacts are earned and other hidden seeds are resolved", "Finally, you score the
// mission points"; the Decipher-era order (Rulings "mission solving – timing": "you first score any mission points,
// then resolve any special game text on that mission …, then earn and resolve any artifacts") with the
// 'current-rulings-2000' edition
/**
 * Solves the mission: marks it completed, then the steps in the game's edition's order: the text triggered by solving
 * (the event `mission.solved` recorded for the cards in play, answered by the settle step; the mission's own text is
 * not implemented, and the log says so), the cards set aside there earned, and the mission points scored.
 * @category operations
 */
export const solve = (game: GameState): GameState => {
  const attempt = current(game);
  const location = game.locations[attempt.location];
  if (location === undefined) throw new Error(`solve: unknown location ${attempt.location}`);
  const marked: GameState = {
    ...game,
    locations: { ...game.locations, [attempt.location]: { ...location, completedBy: attempt.player } },
  };
  const title = missionOf(attempt.location, attempt.player)(game).title;
  const completed = withAttempt(logged(null, `${attempt.player} solves ${title}`))(marked);
  const steps =
    editionOf(game) === 'current-rulings-2000'
      ? [scorePoints, resolveSolvedText, earnSeeds]
      : [resolveSolvedText, earnSeeds, scorePoints];
  return steps.reduce((g, step) => step(g), completed);
};

// Rulebook 7.2 (L705): "any gametext triggered by solving the mission is resolved"
const resolveSolvedText = (game: GameState): GameState => {
  const attempt = current(game);
  const mission = missionOf(attempt.location, attempt.player)(game);
  const missionCard = missionCardFor(attempt.location, attempt.player)(game);
  const triggered = recordEvents({
    type: 'mission.solved',
    mission: missionCard,
    location: attempt.location,
    player: attempt.player,
  })(game);
  // README "No silent blank cards": the mission's text, unless declared (its triggered abilities answer the event:
  // Investigate Derelict), is blank, the log and the game result say so
  return mission.missionText === '' || O.isSome(declaredText(getCard(missionCard)(game).blueprint))
    ? triggered
    : withAttempt(
        logged(
          null,
          `${mission.title} is a blank card here: its mission text is not implemented: "${mission.missionText}"`,
        ),
      )(markBlank(missionCard)(triggered));
};

// Rulebook 7.2 (L707): "artifacts are earned and other hidden seeds are resolved"
const earnSeeds = (game: GameState): GameState => {
  const [earned, earnings] = earnSetAside(current(game))(game);
  return withAttempt((a) =>
    earnings.reduce((acc: MissionAttempt, e: ArtifactEarning) => logged(e.card, e.text)(acc), a),
  )(earned);
};

// Rulebook 7.2 (L709): "you score the mission points"; 100,000 Tribbles: "If on a planet when that mission solved,
// reduces its points by 10"
const scorePoints = (game: GameState): GameState => {
  const attempt = current(game);
  const card = missionCardFor(attempt.location, attempt.player)(game);
  const mission = missionOf(attempt.location, attempt.player)(game);
  const points = missionPoints(card)(game);
  return withAttempt(logged(null, `${attempt.player} scores ${points} points for ${mission.title}`))(
    addScore(attempt.player, points)(game),
  );
};

// Rulebook "Dilemmas" (L644-649) and 10.2.1: failing a dilemma's conditions, "The ship, crew, and/or Away Team
// involved in the mission attempt are all stopped"
/**
 * Fails the attempt on a dilemma's conditions: the team members still there, and the ship with its crew, are stopped.
 * @category operations
 */
export const fail = (game: GameState): GameState => {
  const attempt = current(game);
  const here = cardsIn(attempt.place)(game);
  const members = attempt.members.filter((id) => here.includes(id));
  const ship = attempt.ship;
  const withShip =
    ship !== null && game.cards[ship]?.zone.kind === 'atLocation' ? setStopped(ship, true)(game) : game;
  const stopped = members.reduce((g, id) => (getCard(id)(g).stopped ? g : setStopped(id, true)(g)), withShip);
  return withAttempt((a) =>
    logged(
      null,
      `${attempt.player}'s mission attempt fails: the team is stopped`,
    )({ ...a, stopped: 'failed' }),
  )(stopped);
};

// Rulebook "Mission Attempt" (L716-722): the attempt fails when no one remains or the team left "cannot meet the
// mission requirements"; only a dilemma's failed conditions stop (L644-649): "unstopped personnel … may reattempt"
/**
 * Fails the attempt with no dilemma failed: no one is stopped, and the unstopped personnel may attempt again.
 * @category operations
 */
export const failUnsolved = (game: GameState): GameState => {
  const attempt = current(game);
  const empty = noOneLeft(game);
  const reason = empty
    ? 'no one remains in the team'
    : 'the team left does not meet the mission requirements';
  // README "No silent blank cards": requirements the engine cannot read are never met
  const noted = empty ? game : noteUnreadRequirements(game);
  return withAttempt((a) =>
    logged(
      null,
      `${attempt.player}'s mission attempt fails: ${reason}; no one is stopped and unstopped personnel may reattempt`,
    )({ ...a, stopped: 'failed' }),
  )(noted);
};

const noOneLeft = (game: GameState): boolean => currentTeam(current(game))(game).length === 0;

// Rulebook 7.2 "Attempting a Mission": the attempt over, its team left finished it (the event `attempt.finished`, which
// Mission Debriefing's "Whenever any crew or Away Team finishes a mission attempt" answers in the settle step)
/**
 * Ends the attempt: the game without it, the decision pending before it given back, and the report of the attempt.
 * @category operations
 */
export const finish =
  (outcome: AttemptOutcome) =>
  (game: GameState): { readonly game: GameState; readonly report: AttemptReport } => {
    const { attempt: _attempt, ...rest } = game;
    const attempt = current(game);
    const team = currentTeam(attempt)(game);
    return {
      game: recordEvents({
        type: 'attempt.finished',
        team,
        player: attempt.player,
        location: attempt.location,
      })({ ...rest, pending: attempt.resume }),
      report: {
        request: { player: attempt.player, location: attempt.location, ship: attempt.ship },
        outcome,
        events: attempt.events,
        team,
      },
    };
  };
