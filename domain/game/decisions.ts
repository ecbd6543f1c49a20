// ARCHITECTURE "Every player decision is a command": the registry of every kind of decision and its rule.
// `legalActions`, `check` and `apply` dispatch on the decision the game waits on (`game.pending`).
// One entry per decision kind, one rule module per entry.
import * as E from 'fp-ts/Either';
import type { DefendCommand, StrikeCommand, TacticCommand } from '../battle-rules/battle-model';
import { damageFollowUpRule } from '../battle-rules/damage-follow-up-rule';
import type { DamageFollowUpCommand } from '../battle-rules/damage-follow-ups';
import { strikeRule } from '../battle-rules/personnel-combat';
import { defendRule } from '../battle-rules/ship-initiation';
import { tacticRule } from '../battle-rules/tactics';
import * as FollowUp from '../card-effects/follow-up';
import { checkCommand, type DecisionRule, legalCommands } from '../core/decision';
import { deepFreeze } from '../core/frozen';
import type { DecisionKind, GameState, PlayerId } from '../core/game-state';
import { memoizeRecent } from '../core/memo';
import { type RuleError, ruleError } from '../core/rule-error';
import * as InfiltrationParticipation from '../infiltration/infiltration-participation';
import * as MissionAttempt from '../mission-attempt';
import * as Responses from '../responses';
import { type AnyTimePlay, isAnyTimePlayType } from '../responses/any-time';
import * as BetweenActions from '../responses/between-actions';
import type { UseCard } from '../responses/response-port';
import * as DilemmaPhase from '../seed-phases/dilemma-phase';
import * as DoorwayPhase from '../seed-phases/doorway-phase';
import * as FacilityPhase from '../seed-phases/facility-phase';
import * as MissionPhase from '../seed-phases/mission-phase';
import * as EndOfTurnDraw from '../turn/end-of-turn-draw';
import * as PersonaReplacement from '../turn/persona-replacement';
import * as TurnActions from '../turn/turn-actions';
import * as Settle from './settle';
// the cards' answers to the chapters' query points, installed before any game is played
import './answers';
import './interpreters';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** Every command a player may give. */
export type Command =
  | DoorwayPhase.DoorwayCommand
  | MissionPhase.MissionCommand
  | DilemmaPhase.DilemmaCommand
  | FacilityPhase.FacilityCommand
  | PersonaReplacement.PersonaCommand
  | TurnActions.TurnCommand
  | EndOfTurnDraw.DrawCommand
  | MissionAttempt.ChooseCommand
  | MissionAttempt.DecideCommand
  | InfiltrationParticipation.Participate
  | Responses.PassResponse
  | UseCard
  | FollowUp.ChooseCommand
  | StrikeCommand
  | DefendCommand
  | TacticCommand
  | DamageFollowUpCommand;

/** The command types each decision kind accepts. */
export interface CommandsOf {
  readonly 'doorway.seed': DoorwayPhase.DoorwayCommand;
  readonly 'mission.place': MissionPhase.MissionCommand;
  readonly 'dilemma.seedUnderOpponents': DilemmaPhase.UnderMissionCommand;
  readonly 'dilemma.seedShared': DilemmaPhase.UnderMissionCommand;
  readonly 'dilemma.seedUnderOwn': DilemmaPhase.UnderMissionCommand;
  readonly 'dilemma.seedElsewhere': DilemmaPhase.ElsewhereCommand;
  readonly 'facility.seed': FacilityPhase.FacilityCommand;
  readonly 'turn.replacePersonas': PersonaReplacement.PersonaCommand;
  readonly 'turn.act': TurnActions.TurnCommand;
  readonly 'turn.draw': EndOfTurnDraw.DrawCommand;
  readonly 'attempt.choose': MissionAttempt.ChooseCommand;
  readonly 'attempt.decide': MissionAttempt.DecideCommand;
  readonly 'attempt.infiltrator': InfiltrationParticipation.Participate;
  readonly 'response.window': Responses.ResponseCommand;
  readonly 'card.choose': FollowUp.ChooseCommand;
  readonly 'battle.strike': StrikeCommand;
  readonly 'battle.defend': DefendCommand;
  readonly 'battle.tactic': TacticCommand;
  readonly 'battle.damageFollowUp': DamageFollowUpCommand;
}

/**
 * The rule of each decision kind.
 * @category instances
 */
export const rules: { readonly [K in DecisionKind]: DecisionRule<CommandsOf[K]> } = {
  'doorway.seed': DoorwayPhase.rule,
  'mission.place': MissionPhase.rule,
  'dilemma.seedUnderOpponents': DilemmaPhase.underMissionRule('opponentsMissions'),
  'dilemma.seedShared': DilemmaPhase.underMissionRule('sharedMissions'),
  'dilemma.seedUnderOwn': DilemmaPhase.underMissionRule('ownMissions'),
  'dilemma.seedElsewhere': DilemmaPhase.elsewhereRule,
  'facility.seed': FacilityPhase.rule,
  'turn.replacePersonas': PersonaReplacement.rule,
  'turn.act': TurnActions.rule,
  'turn.draw': EndOfTurnDraw.rule,
  'attempt.choose': MissionAttempt.chooseRule,
  'attempt.decide': MissionAttempt.decideRule,
  'attempt.infiltrator': InfiltrationParticipation.rule,
  'response.window': Responses.windowRule,
  'card.choose': FollowUp.rule,
  'battle.strike': strikeRule,
  'battle.defend': defendRule,
  'battle.tactic': tacticRule,
  'battle.damageFollowUp': damageFollowUpRule,
};

// `checkCommand` refuses any command whose type the rule does not accept before the rule sees it, so a rule
// may be used at the union of all commands.
const ruleFor = (kind: DecisionKind): DecisionRule<Command> =>
  rules[kind] as unknown as DecisionRule<Command>;

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/** The legal commands of a state, listed once and frozen (see `check`). */
const listing = memoizeRecent(
  (game: GameState): ReadonlyArray<Command> =>
    deepFreeze(game.pending === null ? [] : legalCommands(ruleFor(game.pending.decision))(game)),
);

/**
 * Every legal command for the pending decision, exactly; none when no decision is pending.
 * @category operations
 */
export const legalActions = (game: GameState): ReadonlyArray<Command> => listing(game);

/** The plays "at any time" of each player the game does not wait on, listed once per state and frozen. */
const anyTimeListings = memoizeRecent((_game: GameState) => new Map<PlayerId, ReadonlyArray<Command>>());

// Rulebook "Playing 'At Any Time'": the player the game waits on answers the pending decision; the other may make
// their plays "at any time" between actions (domain/responses/between-actions.ts)
/**
 * Every legal command for `player` now, exactly: the pending decision's for the player it waits on, the plays "at any
 * time" the other may make now for the other (none inside an action or among start/end-of-turn actions).
 * @category operations
 */
export const legalActionsOf =
  (player: PlayerId) =>
  (game: GameState): ReadonlyArray<Command> => {
    if (game.pending === null) return [];
    if (game.pending.player === player) return listing(game);
    const listings = anyTimeListings(game);
    let listed = listings.get(player);
    if (listed === undefined) {
      listed = deepFreeze(BetweenActions.candidates(player)(game));
      listings.set(player, listed);
    }
    return listed;
  };

/**
 * Whether a command is a play "at any time" that the pending decision does not take: from the player the game does
 * not wait on, or of a type the decision does not accept (domain/responses/between-actions.ts decides it).
 */
const isAnyTimeOfOther = (command: Command, game: GameState): command is Command & AnyTimePlay =>
  game.pending !== null &&
  isAnyTimePlayType(command) &&
  (command.player !== game.pending.player ||
    !ruleFor(game.pending.decision).commandTypes.includes(command.type));

const legal: E.Either<RuleError, void> = E.right(undefined);

/** Whether two JSON values are equal, field for field (the order of an object's fields aside). */
const sameValue = (a: unknown, b: unknown): boolean => {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every(
    (key) =>
      Object.hasOwn(b, key) &&
      sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
};

/**
 * The command `legalActions` listed for this very state equal to `input` field for field, if it listed this state
 * (none when reading `input` throws: a hostile object is left to the command's parser).
 */
const listedEqualTo = (input: unknown, game: GameState): Command | undefined => {
  const listed = listing.computed(game);
  if (listed === undefined || typeof input !== 'object' || input === null) return undefined;
  try {
    const { type } = input as { readonly type?: unknown };
    return listed.find((command) => command.type === type && sameValue(command, input));
  } catch {
    return undefined;
  }
};

/**
 * The engine's own frozen copy of `input` when it equals, field for field, a command `legalActions` listed for this
 * very state (then well formed and legal: `check` accepts that copy without a second look), else undefined (the
 * command must be parsed and checked). `input` is only read, never kept.
 * @category operations
 */
export const listedCommand =
  (input: unknown) =>
  (game: GameState): Command | undefined => {
    const listed = listedEqualTo(input, game);
    if (listed !== undefined) accepted(listed, game);
    return listed;
  };

/**
 * The frozen command `check` accepted last and the state it was checked against: the engine facade checks a command,
 * then the guard of the machine it is delivered to checks that very object against that very state
 * (machines/engine.ts `send`), so the second check is an identity comparison (one check per command, issue #17).
 * A frozen command cannot have changed since; a command that is not frozen is never remembered.
 */
let lastAccepted: { readonly game: GameState; readonly command: Command } | undefined;

const remembered = (command: Command, game: GameState): boolean =>
  lastAccepted !== undefined && lastAccepted.command === command && lastAccepted.game === game;

const accepted = (command: Command, game: GameState): E.Either<RuleError, void> => {
  if (Object.isFrozen(command)) lastAccepted = { game, command };
  return legal;
};

/**
 * Right when the command answers the pending decision legally, else the rule it breaks. A command equal, field for
 * field, to one `legalActions` listed for this very state is legal without a second check (equal in value: never the
 * same object, which its holder may have changed since); the frozen command accepted last, checked again against the
 * same state, is legal without any.
 * @category operations
 */
export const check =
  (command: Command) =>
  (game: GameState): E.Either<RuleError, void> => {
    if (remembered(command, game)) return legal;
    if (game.pending === null)
      return E.left(ruleError('Playing the Game', 'No decision is pending: no command is accepted.'));
    if (listedEqualTo(command, game) !== undefined) return accepted(command, game);
    // Rulebook "Playing 'At Any Time'": the other player's plays between actions
    if (isAnyTimeOfOther(command, game)) {
      const between = BetweenActions.check(command)(game);
      return E.isRight(between) ? accepted(command, game) : between;
    }
    const checked = checkCommand(ruleFor(game.pending.decision), command)(game);
    return E.isRight(checked) ? accepted(command, game) : checked;
  };

/**
 * The game after a command that `check` accepted (the pending decision is set again by the machine that runs
 * the phase).
 * @category operations
 */
export const apply =
  (command: Command) =>
  (game: GameState): GameState => {
    if (game.pending === null) throw new Error(`apply: no decision is pending for ${command.type}`);
    // the game events the command recorded answered, then the state-based checks (domain/game/settle.ts)
    return Settle.afterCommand(
      isAnyTimeOfOther(command, game)
        ? BetweenActions.apply(command)(game)
        : ruleFor(game.pending.decision).apply(command)(game),
    );
  };
