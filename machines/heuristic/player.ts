// A heuristic player that tries to win: it seeds dilemmas under the opponent's missions and its outpost near its own
// (machines/heuristic/seeding.ts), reports the personnel its missions lack, crews and flies its ships toward the
// missions their crews can solve, beams Away Teams down, attempts a mission only when the team meets its requirements
// and those of the dilemmas it remembers there, and attacks when the odds look good (machines/heuristic/battle.ts).
// It flips its hidden agendas in response windows (machines/heuristic/agendas.ts), plays tribbles where they hurt the
// opponent (machines/heuristic/tribbles.ts), plays an interrupt between the opponent's actions when it helps
// (machines/heuristic/interject.ts), and downloads in place of its end-of-turn card draw when that leaves the
// better position (machines/heuristic/draws.ts).
// It looks one command ahead with the pure domain rules and judges the result by machines/heuristic/value.ts, which
// reads only what its player may see (its own cards, the missions, the chronicle), never the opponent's secrets.
import type * as Battle from '../../battle';
import { forfeitsTheDecider } from '../../domain/card-effects/option-choice';
import type { CardId, GameState, LocationId, PlayerId } from '../../domain/core/game-state';
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
import { improving } from './improving';
import { interruptChoices } from './interject';
import { attemptRequirement, type Plan, planFor } from './plan';
import { seedingChoices } from './seeding';
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
  // a stream of its own for plays "at any time": `choose` draws as it always did
  let interjecting: RandomState = fromSeed(seed ^ 0x1a7e);
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
      // Rulebook L331: never name an option that forfeits a game still open (Raise the Stakes: agree)
      const stayIn = actions.find((a) => a.type === 'card.decide' && !forfeitsTheDecider(a.option, now));
      if (stayIn !== undefined) return stayIn;
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
    interject: (game: Game, player: PlayerId) => {
      // the player the game waits on plays in its own decision (`choose`)
      if (state(game).pending?.player === player) return null;
      const plays = legalActions(game, player);
      if (plays.length === 0) return null;
      const choices = interruptChoices(plays, player, state(game));
      if (choices.length === 0) return null;
      const [index, next] = nextInt(choices.length)(interjecting);
      interjecting = next;
      return choices[index] ?? null;
    },
  };
};
