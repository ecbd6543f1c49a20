// A heuristic player that tries to win: it seeds dilemmas under the opponent's missions and its outpost near its own
// (machines/heuristic/seeding.ts), reports the personnel its missions lack, crews and flies its ships toward the
// missions their crews can solve, beams Away Teams down, attempts a mission only when the team meets its requirements
// and those of the dilemmas it remembers there, and attacks when the odds look good (machines/heuristic/battle.ts).
// It flips its hidden agendas in response windows (machines/heuristic/agendas.ts), plays tribbles where they hurt the
// opponent (machines/heuristic/tribbles.ts), and downloads in place of its end-of-turn card draw when that leaves the
// better position (machines/heuristic/draws.ts).
// It looks one command ahead with the pure domain rules and judges the result by machines/heuristic/value.ts, which
// reads only what its player may see (its own cards, the missions, the chronicle), never the opponent's secrets.
import type * as Battle from '../../battle';
import type { CardId, GameState, LocationId } from '../../domain/core/game-state';
import { fromSeed, nextInt, type RandomState } from '../../domain/core/random';
import * as Decisions from '../../domain/game/decisions';
import type * as Attempt from '../../domain/mission-attempt';
import { teamFor, toRequest } from '../../domain/mission-attempt';
import * as Requirements from '../../domain/mission-attempt/requirements';
import { type Command, type Game, legalActions, state } from '../engine';
import type { Player } from '../players';
import { agendaActivations } from './agendas';
import { attackLooksGood, battleAnswer } from './battle';
import { drawChoices } from './draws';
import { attemptRequirement, type Plan, planFor } from './plan';
import { seedingChoices } from './seeding';
import { outcomeKey } from './symmetry';
import { tribbleChoices } from './tribbles';
import { landings, value } from './value';

const attemptLooksSolvable = (command: Attempt.AttemptCommand, plan: Plan, game: GameState): boolean => {
  const target = plan.targets.find((t) => t.location === command.location);
  if (target === undefined) return false;
  const team = teamFor(toRequest(command))(game);
  return Requirements.meets(attemptRequirement(target.requirement, team, game), team)(game);
};

const isSurfaceOf = (location: LocationId, place: CardId, game: GameState): boolean =>
  place === location || game.locations[location]?.missions.includes(place) === true;

const isPassing = (command: Command): boolean =>
  command.type === 'turn.end' ||
  command.type === 'infestation.end' ||
  command.type.endsWith('.done') ||
  command.type.endsWith('.pass');

/**
 * The commands that improve the position most, equally good; empty when none improves it. Commands that lead to
 * positions judged alike (machines/heuristic/symmetry.ts) are weighed once.
 */
const improving = (
  plan: Plan,
  actions: ReadonlyArray<Command>,
  now: GameState,
  baseline: number,
): ReadonlyArray<Command> => {
  let best: Command[] = [];
  let bestValue = baseline;
  const weighed = new Map<string, number>();
  for (const action of actions) {
    const key = outcomeKey(action, now);
    const known = key === null ? undefined : weighed.get(key);
    const after = known ?? value(plan, Decisions.apply(action)(now));
    if (key !== null && known === undefined) weighed.set(key, after);
    if (after > bestValue) [best, bestValue] = [[action], after];
    else if (after === bestValue && best.length > 0) best.push(action);
  }
  return best;
};

type Transfer = Extract<Command, { readonly type: 'card.beam' | 'card.walk' }>;

const isTransfer = (a: Command): a is Transfer => a.type === 'card.beam' || a.type === 'card.walk';

/**
 * Whether the personnel at the location still meet the mission once the transfer is made: a card may give a skill
 * only where present (Medical Kit) or take one from whoever joins it (10 Tribbles), and beaming one of the team away
 * from it would go round in circles, down and back up.
 */
const keepsLanding = (plan: Plan, transfer: Transfer, now: GameState): boolean =>
  landings(plan, Decisions.apply(transfer)(now)).some((l) => isSurfaceOf(l, transfer.to, now));

/**
 * The best commands of a turn decision, equally good, in the order a player gives them: the card play that helps
 * most, an Away Team beaming down where it could meet a planet mission, personnel boarding their ship, an attempt
 * the team looks able to solve, then any order that improves the position; empty when it should end the turn.
 */
const turnChoices = (plan: Plan, actions: ReadonlyArray<Command>, now: GameState): ReadonlyArray<Command> => {
  const active = actions.filter(
    (a) => !isPassing(a) && a.type !== 'mission.attempt' && a.type !== 'battle.initiate',
  );
  const baseline = value(plan, now);
  // Rulebook "Play a Card": the card play comes before orders, which forfeit it
  const plays = improving(
    plan,
    active.filter((a) => a.type === 'card.play'),
    now,
    baseline,
  );
  if (plays.length > 0) return plays;
  // everyone beams down, and stays down until the attempt: more bodies to face the dilemmas
  const landing = landings(plan, now);
  const down = active.filter(
    (a) => isTransfer(a) && landing.some((l) => isSurfaceOf(l, a.to, now)) && keepsLanding(plan, a, now),
  );
  if (down.length > 0) return down;
  // no card play improves the position (checked above), nor does a transfer when the next step finds none
  const staying = active.filter(
    (a) => a.type !== 'card.play' && !(isTransfer(a) && landing.some((l) => isSurfaceOf(l, a.from, now))),
  );
  const transfers = improving(plan, staying.filter(isTransfer), now, baseline);
  if (transfers.length > 0) return transfers;
  const attempts = actions.filter((a) => a.type === 'mission.attempt' && attemptLooksSolvable(a, plan, now));
  if (attempts.length > 0) return attempts;
  return improving(
    plan,
    staying.filter((a) => !isTransfer(a)),
    now,
    baseline,
  );
};

const maxCommandsPerTurn = 300;

/** The heuristic player; `seed` breaks ties between equally good commands. */
export const heuristicPlayer = (seed: number): Player => {
  let random: RandomState = fromSeed(seed);
  const pick = <A>(options: ReadonlyArray<A>): A | null => {
    if (options.length === 0) return null;
    const [index, next] = nextInt(options.length)(random);
    random = next;
    return options[index] ?? null;
  };
  let turn = { number: -1, commands: 0 };
  return {
    name: `heuristic(${seed})`,
    choose: (game: Game) => {
      const actions = legalActions(game);
      const now = state(game);
      const me = now.pending?.player;
      if (me === undefined || actions.length === 0) return null;
      // a safety valve: a turn that runs this long is going round in circles, so end it
      turn =
        turn.number === now.turn.number
          ? { ...turn, commands: turn.commands + 1 }
          : { number: now.turn.number, commands: 0 };
      if (turn.commands > maxCommandsPerTurn && actions.some(isPassing))
        return actions.find(isPassing) ?? null;
      const answer = battleAnswer(actions, now);
      if (answer !== null) return answer;
      // Raise the Stakes: never forfeit a game that is still open
      const agree = actions.find((a) => a.type === 'stakes.answer' && a.answer === 'agree');
      if (agree !== undefined) return agree;
      // Rulebook "Infiltration": an infiltrator that participates lends its skills to the opponent's attempt
      const stayOut = actions.find((a) => a.type === 'infiltrator.participate' && !a.participate);
      if (stayOut !== undefined) return stayOut;
      // Genetronic Replicator: a personnel saved to hand is worth stopping two others for a turn
      const save = actions.find((a) => a.type === 'card.use' && now.cards[a.target]?.owner === me);
      if (save !== undefined) return save;
      const special = [agendaActivations(actions, now), tribbleChoices(actions, me, now)].find(
        (c) => c.length > 0,
      );
      if (special !== undefined) return pick(special);
      if (now.phase !== 'play') {
        const seeding = seedingChoices(actions, me, now);
        if (seeding.length > 0) return pick(seeding);
        if (actions.some((a) => a.type === 'dilemma.seed')) return actions.find(isPassing) ?? pick(actions);
      }
      const attacks = actions.filter(
        (a): a is Battle.InitiateCommand => a.type === 'battle.initiate' && attackLooksGood(a, now),
      );
      if (attacks.length > 0) return pick(attacks);
      const plan = planFor(me, now);
      const draws = drawChoices(plan, actions, now);
      const choices = draws.length > 0 ? draws : turnChoices(plan, actions, now);
      if (choices.length > 0) return pick(choices);
      return actions.find(isPassing) ?? pick(actions);
    },
  };
};
