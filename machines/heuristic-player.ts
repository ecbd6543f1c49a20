// A heuristic player that tries to win: it seeds dilemmas under the opponent's missions, reports its personnel and
// ships, crews and flies its ships toward the missions its crews can solve, beams Away Teams down, attempts a mission
// only when the team meets its requirements, and attacks when the odds look good (machines/heuristic-battle.ts). It
// looks one command ahead with the pure domain rules and judges the result with what it may see (its own cards and
// the printed missions), never the opponent's secrets.
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type * as Battle from '../battle';
import type { MissionBlueprint, Requirement } from '../cards/blueprint';
import * as Decisions from '../domain/decisions';
import {
  blueprintOf,
  type CardId,
  cardsIn,
  type GameState,
  locationOf,
  type PlayerId,
} from '../domain/game-state';
import * as Attempt from '../domain/mission-attempt';
import { fromSeed, nextInt, type RandomState } from '../domain/random';
import * as Requirements from '../domain/requirements';
import * as Spaceline from '../domain/spaceline';
import * as Staffing from '../domain/staffing';
import { type Command, type Game, legalActions, state } from './engine';
import { attackLooksGood, battleAnswer } from './heuristic-battle';
import { passesRememberedDilemmas } from './heuristic-dilemmas';
import type { Player } from './players';

/** How far a team is from meeting a requirement: 1 when it meets it, toward 0 the more it lacks. */
const satisfaction =
  (requirement: Requirement, team: ReadonlyArray<CardId>) =>
  (game: GameState): number => {
    if (requirement.kind === 'any')
      return Math.max(0, ...requirement.of.map((option) => satisfaction(option, team)(game)));
    if (requirement.kind === 'all')
      return (
        requirement.of.reduce((sum, part) => sum + satisfaction(part, team)(game), 0) / requirement.of.length
      );
    return Requirements.meets(requirement, team)(game) ? 1 : 0;
  };

const myMissions = (me: PlayerId, game: GameState) =>
  Object.values(game.locations)
    .filter((location) => location.completedBy === null)
    .flatMap((location) =>
      location.missions
        .filter((id) => game.cards[id]?.owner === me)
        .map((id) => ({ location: location.id, mission: blueprintOf(id)(game) as MissionBlueprint })),
    )
    .filter(({ mission }) => mission.points !== null && mission.requirements !== null);

const mine = (me: PlayerId, game: GameState, ids: ReadonlyArray<CardId>) =>
  ids.filter((id) => game.cards[id]?.controller === me);

/** Teams that could attempt at a location: the Away Team on the planet, or the crew of each staffed ship there. */
const teamsAt = (
  me: PlayerId,
  location: CardId,
  planet: boolean,
  game: GameState,
): ReadonlyArray<ReadonlyArray<CardId>> => {
  if (planet) return [mine(me, game, cardsIn({ kind: 'planetSurface', location })(game))];
  return mine(me, game, cardsIn({ kind: 'atLocation', location })(game))
    .filter((id) => blueprintOf(id)(game).type === 'Ship')
    .map((ship) => cardsIn({ kind: 'aboard', carrier: ship })(game));
};

/**
 * What a staffed ship's crew could do: its best mission, the nearer the better (RANGE to get there); a docked ship
 * whose best mission is elsewhere is worth a little less, so that undocking (Rulebook 7.1.4) looks like progress.
 */
const shipPotential = (me: PlayerId, ship: CardId, game: GameState): number => {
  const crew = cardsIn({ kind: 'aboard', carrier: ship })(game);
  const here = locationOf(ship)(game);
  if (O.isNone(here)) return 0;
  let best = 0;
  let bestIsHere = true;
  for (const { location, mission } of myMissions(me, game)) {
    const cost = Spaceline.rangeCost(here.value, location, me)(game);
    if (E.isLeft(cost)) continue;
    const fit = satisfaction(mission.requirements as Requirement, crew)(game);
    const worth = (fit * 60) / (1 + cost.right / 4);
    if (worth > best) [best, bestIsHere] = [worth, location === here.value];
  }
  const docked = game.cards[ship]?.zone.kind === 'docked';
  return docked && !bestIsHere && best > 0 ? best - 1 : best;
};

/** The value of a state for `me`: points first, then teams ready or nearly ready at their missions, then forces. */
const value = (me: PlayerId, game: GameState): number => {
  const score = game.players.find((p) => p.id === me)?.score ?? 0;
  let total = score * 1000;
  for (const { location, mission } of myMissions(me, game)) {
    const planet = mission.missionType === 'planet';
    const best = Math.max(
      0,
      ...teamsAt(me, location, planet, game).map((team) =>
        satisfaction(mission.requirements as Requirement, team)(game),
      ),
    );
    total += best * 120;
  }
  for (const card of Object.values(game.cards)) {
    if (card.controller !== me) continue;
    const kind = card.zone.kind;
    if (
      kind === 'hand' ||
      kind === 'drawDeck' ||
      kind === 'discard' ||
      kind === 'outOfPlay' ||
      kind === 'pointArea'
    )
      continue;
    const type = blueprintOf(card.id)(game).type;
    if (type === 'Personnel')
      total += card.zone.kind === 'aboard' && blueprintOf(card.zone.carrier)(game).type === 'Ship' ? 7 : 5;
    if (type === 'Ship' && Staffing.isStaffed(card.id)(game)) total += 25 + shipPotential(me, card.id, game);
    else if (type === 'Ship') total += 8;
  }
  return total;
};

const attemptLooksSolvable = (command: Attempt.AttemptCommand, game: GameState): boolean => {
  const request = Attempt.toRequest(command);
  const team = Attempt.teamFor(request)(game);
  const mission = myMissions(command.player, game).find((m) => m.location === command.location);
  return (
    mission !== undefined &&
    Requirements.meets(mission.mission.requirements as Requirement, team)(game) &&
    passesRememberedDilemmas(command.location, team, game)
  );
};

const isPassing = (command: Command): boolean =>
  command.type === 'turn.end' || command.type.endsWith('.done') || command.type.endsWith('.pass');

/** The heuristic player; `seed` breaks ties between equally good commands. */
export const heuristicPlayer = (seed: number): Player => {
  let random: RandomState = fromSeed(seed);
  const pick = <A>(options: ReadonlyArray<A>): A | null => {
    if (options.length === 0) return null;
    const [index, next] = nextInt(options.length)(random);
    random = next;
    return options[index] ?? null;
  };
  return {
    name: `heuristic(${seed})`,
    choose: (game: Game) => {
      const actions = legalActions(game);
      const now = state(game);
      const me = now.pending?.player;
      if (me === undefined || actions.length === 0) return null;
      const answer = battleAnswer(actions, now);
      if (answer !== null) return answer;
      // Raise the Stakes: never forfeit a game that is still open
      const agree = actions.find((a) => a.type === 'stakes.answer' && a.answer === 'agree');
      if (agree !== undefined) return agree;
      const attacks = actions.filter(
        (a): a is Battle.InitiateCommand => a.type === 'battle.initiate' && attackLooksGood(a, now),
      );
      if (attacks.length > 0) return pick(attacks);
      const attempts = actions.filter(
        (a): a is Attempt.AttemptCommand => a.type === 'mission.attempt' && attemptLooksSolvable(a, now),
      );
      if (attempts.length > 0) return pick(attempts);
      const active = actions.filter(
        (a) => !isPassing(a) && a.type !== 'mission.attempt' && a.type !== 'battle.initiate',
      );
      const baseline = value(me, now);
      let best: Command[] = [];
      let bestValue = baseline;
      for (const action of active) {
        const after = value(me, Decisions.apply(action)(now));
        if (after > bestValue) [best, bestValue] = [[action], after];
        else if (after === bestValue && best.length > 0) best.push(action);
      }
      if (best.length > 0) return pick(best);
      if (now.phase !== 'play') {
        const seeding = active.filter((a) => a.type === 'dilemma.seed' || a.type === 'facility.seed');
        if (seeding.length > 0) return pick(seeding);
      }
      return actions.find(isPassing) ?? pick(actions);
    },
  };
};
