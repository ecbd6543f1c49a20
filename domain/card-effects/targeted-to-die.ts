// The replacement effects of a personnel's death (cards/language/replacement-language.ts; MTG rule 614 "instead"):
// Genetronic Replicator: "When a personnel is targeted to die, you may stop 2 MEDICAL present (who are not also
// targeted to die) to return that personnel to hand instead." Every kill goes through `LeavePlay.kill`, which asks the
// query point `deathReplaced` that `targetToDie` answers: a personnel whose death a card in play may replace is not
// killed at once but targeted to die (zone `dying`: not in play, at no location, `from` where it was), with the
// personnel present then whom the replacement's cost offers, and the action that killed it goes on. The action `personnelTargetedToDie` waits on top of the response windows
// (domain/responses): each player who may save one is asked (`card.use`, or a pass); once no one will, the rest die.
// The machines that run killers (the play phase, a mission attempt, a battle) open the window at their next step.
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { StopForSkills } from '../../cards/language/language';
import { deathReplaced } from '../cards-in-play/death-replacement';
import { leavePlay } from '../cards-in-play/leave-play';
import { isInPlay } from '../cards-in-play/persona';
import { isPresentWith, setStopped } from '../cards-in-play/presence';
import { attribute, hasSkill, skillLevel } from '../cards-in-play/skills';
import { named, record } from '../core/chronicle';
import { awaitDecision } from '../core/decision';
import {
  blueprintOf,
  type CardId,
  cardsIn,
  type GameState,
  getCard,
  moveCard,
  opponentOf,
  type PlayerId,
} from '../core/game-state';
import type { Answer } from '../core/query-points';
import { type RuleError, ruleError } from '../core/rule-error';
import { subsets } from '../core/subsets';
import { type Action, topOf, type Victim } from '../responses/model';
import type { TargetedToDie, UseCard } from '../responses/response-port';
import { matches } from './filters';
import type { PlayChoices } from './immediate';
import { type ReplacementEntry, replacementsInPlay } from './in-play';
import { resolveVerb } from './verbs';

/** The replacement effects of a personnel's death from the declared cards in play. */
const replacingDeath = (game: GameState): ReadonlyArray<ReplacementEntry> =>
  replacementsInPlay('personnel.killed')(game);

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * Whether a card is targeted to die, its fate not yet decided.
 * @category predicates
 */
export const isTargetedToDie =
  (id: CardId) =>
  (game: GameState): boolean =>
    game.cards[id]?.zone.kind === 'dying';

// "stop 2 MEDICAL present (who are not also targeted to die)": `player`'s personnel present when it was targeted,
// still in play, who together have the skills the cost names (a skill named twice: two levels, Rulebook "Using
// Skills"), none of them not needed
/**
 * Every set of personnel `player` may stop for the cost's skills to save `victim`.
 * @category predicates
 */
export const stopChoices =
  (player: PlayerId, cost: StopForSkills, victim: Victim) =>
  (game: GameState): ReadonlyArray<ReadonlyArray<CardId>> => {
    const needs = new Map<string, number>();
    for (const skill of cost.select.skills) needs.set(skill, (needs.get(skill) ?? 0) + 1);
    const level = (id: CardId, skill: string) => skillLevel(id, skill)(game);
    const payers = victim.present.filter((id) => {
      const card = game.cards[id];
      return (
        card !== undefined &&
        isInPlay(card) &&
        card.controller === player &&
        [...needs.keys()].some((skill) => level(id, skill) > 0)
      );
    });
    const covers = (set: ReadonlyArray<CardId>) =>
      [...needs].every(([skill, count]) => set.reduce((sum, id) => sum + level(id, skill), 0) >= count);
    return subsets(payers, cost.select.skills.length).filter(
      (set) => covers(set) && set.every((id) => !covers(set.filter((other) => other !== id))),
    );
  };

/**
 * Every use `player` may make of their cards in play to save a personnel `action` targeted to die.
 * @category predicates
 */
export const saves =
  (player: PlayerId, action: TargetedToDie) =>
  (game: GameState): ReadonlyArray<UseCard> =>
    replacingDeath(game)
      .filter((rule) => rule.source.controller === player)
      .flatMap((rule) =>
        action.victims
          .filter((victim) => isTargetedToDie(victim.card)(game))
          .flatMap((victim) =>
            stopChoices(
              player,
              rule.replacement.cost,
              victim,
            )(game).map(
              (stop): UseCard => ({
                type: 'card.use',
                player,
                card: rule.source.id,
                target: victim.card,
                stop,
              }),
            ),
          ),
      );

// Genetronic Replicator: "you may stop 2 MEDICAL present … to return that personnel to hand instead"
/**
 * Right when the use saves a personnel `action` targeted to die as the card allows.
 * @category predicates
 */
export const checkSave =
  (command: UseCard, action: TargetedToDie) =>
  (game: GameState): E.Either<RuleError, void> =>
    saves(command.player, action)(game).some((use) => sameUse(use, command))
      ? E.right(undefined)
      : E.left(
          ruleError(
            blueprintOf(command.card)(game).title,
            `${named(command.card)(game)} cannot save ${named(command.target)(game)} by stopping ${command.stop.map((id) => named(id)(game)).join(' and ')}.`,
          ),
        );

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Rulebook "Leaving Play": a killed personnel is discarded; Genetronic Replicator: "When a personnel is targeted to
// die, you may …"
/**
 * When a card in play may replace the death of a personnel killed now, the game with it targeted to die instead: held
 * out of play with the personnel present whom a replacement's cost offers, the response window on it waiting on the
 * first player who may pay; none when it simply dies.
 * @category operations
 */
export const targetToDie =
  (id: CardId) =>
  (game: GameState): O.Option<GameState> => {
    const rules = replacingDeath(game);
    if (rules.length === 0 || blueprintOf(id)(game).type !== 'Personnel') return O.none;
    const offered = new Set(rules.flatMap((rule) => offeredFor(rule, id, game)));
    const present = cardsIn(getCard(id)(game).zone)(game).filter((other) => offered.has(other));
    const victim: Victim = { card: id, present };
    const savable = rules.some(
      (rule) => stopChoices(rule.source.controller, rule.replacement.cost, victim)(game).length > 0,
    );
    if (!savable) return O.none;
    const { owner, zone } = getCard(id)(game);
    const held = moveCard(id, { kind: 'dying', player: owner, from: zone })(game);
    return O.some(join(victim)(record(`${named(id)(game)} is targeted to die`, id)(held)));
  };

/**
 * The replacement effects of a personnel's death: a personnel killed is targeted to die instead (`targetToDie`);
 * relevant only while a card with one is in play.
 * @category operations
 */
export const targetedToDieInstead: Answer<CardId, O.Option<GameState>> = {
  point: deathReplaced,
  by: 'instead',
  relevant: (game) => replacingDeath(game).length > 0,
  answer: targetToDie,
};

// Genetronic Replicator: "stop 2 MEDICAL present … to return that personnel to hand instead"
/**
 * The personnel paying are stopped and the replacement's effects happen to the one saved instead of its death (back
 * where it was first); they pay for no other save.
 * @category operations
 */
export const save =
  (command: UseCard) =>
  (game: GameState): GameState => {
    const stopped = command.stop.reduce((g, id) => setStopped(id, true)(g), game);
    const effects =
      replacingDeath(game).find((rule) => rule.source.id === command.card)?.replacement.effects ?? [];
    const choices: PlayChoices = {
      player: command.player,
      card: command.card,
      targetCard: command.target,
      targetPlayer: null,
      take: null,
    };
    const saved = effects.reduce(
      (g, effect) => resolveVerb(effect, choices)(g),
      restore(command.target)(stopped),
    );
    const paid = new Set(command.stop);
    const settle = (action: Action): Action =>
      action.kind !== 'personnelTargetedToDie'
        ? action
        : {
            ...action,
            victims: action.victims
              .filter((v) => v.card !== command.target)
              .map((v) => ({ ...v, present: v.present.filter((id) => !paid.has(id)) })),
          };
    const responding = saved.responding;
    const settled =
      responding === undefined
        ? saved
        : { ...saved, responding: { ...responding, stack: responding.stack.map(settle) } };
    return record(
      `${named(command.card)(game)}: ${command.stop.map((id) => named(id)(game)).join(' and ')} stopped to save ${named(command.target)(game)}`,
      command.card,
    )(settled);
  };

// Rulebook "Leaving Play": the personnel targeted to die that no one saved are killed
/**
 * Kills the personnel of `action` still targeted to die.
 * @category operations
 */
export const dieUnsaved =
  (action: TargetedToDie) =>
  (game: GameState): GameState =>
    action.victims.reduce((g, v) => (isTargetedToDie(v.card)(g) ? die(v.card)(restore(v.card)(g)) : g), game);

// Helpers

const sameUse = (a: UseCard, b: UseCard): boolean =>
  a.card === b.card &&
  a.target === b.target &&
  a.stop.length === b.stop.length &&
  a.stop.every((id) => b.stop.includes(id));

/** Rulebook "Leaving Play": killed, to the discard pile. */
const die = (id: CardId) => leavePlay(id, 'discard', 'killed');

/** The card targeted to die back where it was, to leave play from there. */
const restore =
  (id: CardId) =>
  (game: GameState): GameState => {
    const zone = game.cards[id]?.zone;
    return zone?.kind === 'dying' ? moveCard(id, zone.from)(game) : game;
  };

/** The cards a replacement's cost offers as the personnel `id` is targeted to die (its player reads "your"). */
const offeredFor = (rule: ReplacementEntry, id: CardId, game: GameState): ReadonlyArray<CardId> => {
  const { of } = rule.replacement.cost.select;
  const context = { player: rule.source.controller, hasSkill, attribute };
  return cardsIn(getCard(id)(game).zone)(game).filter(
    (other) =>
      (of.others !== true || other !== id) &&
      isPresentWith(other, id)(game) &&
      matches(of.filter, other, context)(game),
  );
};

// Rulings "actions – step 2": the player who did not act is asked first; the victim joins the action on top if it is
// one of personnel targeted to die (the same action targeting several), else a new one
const join =
  (victim: Victim) =>
  (game: GameState): GameState => {
    const stack = game.responding?.stack ?? [];
    const top = topOf(game.responding);
    const action: TargetedToDie =
      top?.kind === 'personnelTargetedToDie'
        ? { ...top, victims: [...top.victims, victim] }
        : { kind: 'personnelTargetedToDie', player: game.turn.active, victims: [victim] };
    const others = top?.kind === 'personnelTargetedToDie' ? stack.slice(0, -1) : stack;
    const order = [opponentOf(action.player)(game), action.player];
    const asked = order.find((p) => saves(p, action)(game).length > 0) ?? action.player;
    return awaitDecision(
      asked,
      'response.window',
    )({
      ...game,
      responding: { stack: [...others, action], passed: [], asked },
    });
  };
