// Rulebook "Playing 'At Any Time'" (L445-458) and "Interrupts" (L98: "can be played at any time between other actions
// — even during your opponent's turn"): while the game waits on the active player's turn decision (`turn.act`), no
// action is in progress, so the other player may make their plays "at any time" (any-time.ts) without being asked:
// play interrupts and flip hidden agendas, use an ability of a card in play of "every" turn (1 Tribble's stop, "Once
// every turn": Rulebook L1216, "every" turn means every turn of any player; domain/card-effects/activated.ts), join the opponent's crew or Away Team as an infiltrator ("even during your opponent's
// turn", Rulebook "Infiltration" L932) or expose one ("as a normal action during either player's turn", L944).
// Storage Compartment Door's draw is not among them: "Once each turn" is each turn of its player, skipping the
// opponent's (L1216); the engine offers it on the opponent's turn only once its end is declared (domain/responses/
// window.ts), a reading this file leaves as it is.
// Such a play is no decision of its own: it completes (its own response window first, if one opens), then the turn
// decision that was pending is awaited again. It may not interrupt an action in progress (L451: a mission attempt, a
// battle, a card play or choice being answered), nor come between start-of-turn or end-of-turn actions (L453).
import * as E from 'fp-ts/Either';
import { named, record } from '../core/chronicle';
import { actingAs } from '../core/game-events';
import type { DecisionKind, GameState, PlayerId } from '../core/game-state';
import { type RuleError, ruleError } from '../core/rule-error';
import { type AnyTimePlay, anyTimePlays, applyAnyTimePlay, checkAnyTimePlay } from './any-time';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

const ANY_TIME = "Playing 'At Any Time'";

/**
 * The command types of the plays "at any time" between actions: an interrupt played, a hidden agenda flipped, an
 * ability of "every" turn used (1 Tribble's stop), an infiltrator joining the opponent's side or exposed.
 */
export const commandTypes: ReadonlyArray<AnyTimePlay['type']> = [
  'card.play',
  'agenda.activate',
  'card.activate',
  'card.infiltrate',
  'card.expose',
];

/** Why the decision now pending is inside an action, or among the start-of-turn or end-of-turn actions. */
const inside: Partial<Readonly<Record<DecisionKind, string>>> = {
  'attempt.choose': 'a mission attempt is in progress',
  'attempt.decide': 'a mission attempt is in progress',
  'attempt.infiltrator': 'a mission attempt is in progress',
  'battle.strike': 'a battle is in progress',
  'battle.defend': 'a battle is in progress',
  'battle.tactic': 'a battle is in progress',
  'battle.damageFollowUp': 'a battle is in progress',
  'response.window': 'an action is in progress, waiting for the responses of the player asked',
  'card.choose': 'an action is in progress, waiting for a choice its card text asks for',
};

const startOrEnd: Partial<Readonly<Record<DecisionKind, string>>> = {
  'turn.replacePersonas': 'the start-of-turn actions are under way (persona replacement)',
  'turn.draw': 'the end-of-turn actions are under way (the card draw)',
};

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Rulebook "Playing 'At Any Time'": L451 (no play interrupts an action in progress unless it suspends play or is a
// valid response), L453 (none between start-of-turn or end-of-turn actions)
/**
 * Null when `player`, not the player the game waits on, may play "at any time" now (the active player's turn
 * decision is pending: between two actions), else why not.
 * @category predicates
 */
export const whyNotBetweenActions =
  (player: PlayerId) =>
  (game: GameState): RuleError | null => {
    const pending = game.pending;
    if (pending === null) return ruleError('Playing the Game', 'The game is over: no command is accepted.');
    if (!game.players.some((p) => p.id === player))
      return ruleError('Playing the Game', `${String(player)} is not a player of this game.`);
    if (game.phase !== 'play')
      return ruleError(
        ANY_TIME,
        `The seed phases have no plays "at any time": it is ${pending.player}'s decision.`,
      );
    const during = inside[pending.decision];
    if (during !== undefined)
      return ruleError(
        ANY_TIME,
        `No card that plays "at any time" may interrupt another action in progress, unless it suspends play or is a valid response to it: ${during} (${pending.player}'s ${pending.decision}).`,
      );
    const among = startOrEnd[pending.decision];
    if (among !== undefined)
      return ruleError(
        ANY_TIME,
        `Cards that play "at any time" may not play between start-of-turn or end-of-turn actions: ${among}.`,
      );
    // the active player plays "at any time" in their own turn decision
    if (pending.player === player || player === game.turn.active || pending.decision !== 'turn.act')
      return ruleError(
        'Playing the Game',
        `It is ${pending.player}'s decision (${pending.decision}), not ${player}'s.`,
      );
    return null;
  };

/**
 * Right when `command`, from a player the game does not wait on, is a play "at any time" they may make now between
 * two of the active player's actions, else the rule it breaks.
 * @category predicates
 */
export const check =
  (command: AnyTimePlay) =>
  (game: GameState): E.Either<RuleError, void> => {
    const why = whyNotBetweenActions(command.player)(game);
    if (why !== null) return E.left(why);
    if (!commandTypes.includes(command.type))
      return E.left(
        ruleError(
          ANY_TIME,
          `${command.type} on the opponent's turn is offered once they declare the end of their turn, not between their actions (the engine does not offer it there; Rulebook L1216: "once each turn" is each turn of the card's player).`,
        ),
      );
    return checkAnyTimePlay(command, game.turn.active)(game);
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * Every play "at any time" `player` may make now without being asked: none unless the game waits on the other
 * player's turn decision (between two of their actions).
 * @category operations
 */
export const candidates =
  (player: PlayerId) =>
  (game: GameState): ReadonlyArray<AnyTimePlay> =>
    whyNotBetweenActions(player)(game) === null
      ? anyTimePlays(player)(game).filter((c) => commandTypes.includes(c.type))
      : [];

/**
 * The game after a legal play "at any time" between actions, the chronicle saying so: played as it plays, its kills
 * its player's action (a response window may open on it); the machine awaits the turn decision again once it has completed.
 * @category operations
 */
export const apply =
  (command: AnyTimePlay) =>
  (game: GameState): GameState => {
    const what = 'card' in command ? `: ${named(command.card)(game)}` : '';
    const said = record(
      `${command.player} acts "at any time" between ${game.turn.active}'s actions (${command.type}${what})`,
    )(game);
    return actingAs(command.player, applyAnyTimePlay(command))(said);
  };
