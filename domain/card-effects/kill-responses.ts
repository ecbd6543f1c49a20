// Klingon Death Yell: "Plays on any just killed Klingon with Honor": the personnel an action just killed may be answered
// by the valid responses to a kill, whatever killed them (Rulebook L1045: "Cards that are killed or destroyed leave play
// normally", its examples a dilemma and card text alike, "Armus - Skin of Evil, Vulcan Stone of Gol"): a battle's
// resolution (Rulebook 7.4 stage 6), a dilemma (Rulebook "Dilemmas": Armus, Archer …), a ship's destruction (10.2.1),
// any card text (Honor Challenge, Dead in Bed, Vulcan Stone of Gol …). Every kill records the game event
// `personnel.killed` (domain/cards-in-play/leave-play.ts); the settle step's trigger `opensOnKill` opens the window.
// Genetronic Replicator's personnel targeted to die are saved or dead first, so a kill is answered beneath that window.
import * as O from 'fp-ts/Option';
import { actorOf } from '../battle-rules/battle-under-way';
import { isInPlay } from '../cards-in-play/persona';
import { type AnyTrigger, type EventOf, trigger } from '../core/game-events';
import { blueprintOf, type CardId, type GameState, type PlayerId } from '../core/game-state';
import { topOf } from '../responses/model';
import { open } from '../responses/open';
import { isTargetedToDie } from './targeted-to-die';

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The personnel in play before that are in a discard pile (killed) or targeted to die after.
 * @category operations
 */
export const killedBetween = (before: GameState, after: GameState): ReadonlyArray<CardId> =>
  Object.values(before.cards)
    .filter(
      (c) => isInPlay(c) && (after.cards[c.id]?.zone.kind === 'discard' || isTargetedToDie(c.id)(after)),
    )
    .map((c) => c.id)
    .filter((id) => blueprintOf(id)(before).type === 'Personnel');

// Rulebook "Playing 'At Any Time'": a window opens only when someone holds a valid response to the kill
/**
 * The game with a response window on the personnel `player`'s action killed (beneath a window on personnel targeted
 * to die), or unchanged when none was killed or no one holds a valid response.
 * @category operations
 */
export const openKillResponses =
  (player: PlayerId, killed: ReadonlyArray<CardId>) =>
  (game: GameState): GameState => {
    if (killed.length === 0) return game;
    const action = { kind: 'personnelKilled', player, cards: killed } as const;
    const top = topOf(game.responding);
    if (game.responding === undefined || top?.kind !== 'personnelTargetedToDie')
      return O.getOrElse(() => game)(open(action)(game));
    const beneath = game.responding.stack.slice(0, -1);
    return { ...game, responding: { ...game.responding, stack: [...beneath, action, top] } };
  };

// Rulings "actions – step 2": the player whose action killed is asked last. A card played (an interrupt between the
// opponent's actions, a response in a window) is its player's action (`actingAs`, recorded on the event); Rulebook 7.4
// "Battle": a battle is its initiator's action (a self-controlled attacker's, its defender's); Rulebook "Playing 'At
// Any Time'": the other actions of a turn are the active player's
/**
 * The player whose action the kill `event` is: the card player's recorded on it, else the battle's under way, else
 * the active player's.
 * @category operations
 */
export const killerOf =
  (event: EventOf<'personnel.killed'>) =>
  (game: GameState): PlayerId =>
    event.by ?? (game.battle === undefined ? game.turn.active : actorOf(game.battle));

// Rulebook 7.4 ship battle, stage 8 Resolution: "Players may now play cards that respond to the destruction of a
// card": a ship battle's kills before it (stage 6 damage) are answered with the resolution's (battle/responses.ts)
const beforeShipBattleResolution = (game: GameState): boolean =>
  game.battle !== undefined && game.battle.fight.kind === 'ship' && game.battle.winner === undefined;

/**
 * The game with `killed` kept in the battle under way until its resolution (`killedBeforeResolution`).
 * @category operations
 */
export const holdUntilResolution =
  (killed: ReadonlyArray<CardId>) =>
  (game: GameState): GameState =>
    game.battle === undefined
      ? game
      : {
          ...game,
          battle: {
            ...game.battle,
            killedBeforeResolution: [...(game.battle.killedBeforeResolution ?? []), ...killed],
          },
        };

/**
 * The settle step's answer to `personnel.killed` (domain/game/settle.ts): the response window on the personnel just
 * killed, when someone holds a valid response to that kill; in a ship battle before its resolution, the kill kept for
 * the resolution's window.
 * @category operations
 */
export const opensOnKill: AnyTrigger = trigger({
  name: 'Klingon Death Yell: the valid responses to a kill ("just killed")',
  on: 'personnel.killed',
  run: (event) => (game) =>
    beforeShipBattleResolution(game)
      ? holdUntilResolution(event.cards)(game)
      : openKillResponses(killerOf(event)(game), event.cards)(game),
});
