// Klingon Death Yell: "Plays on any just killed Klingon with Honor": the personnel an action just killed may be answered
// by the valid responses to a kill, whatever killed them: a battle's resolution (Rulebook 7.4 stage 6) or a dilemma
// (Rulebook "Dilemmas": Armus, Archer …). Genetronic Replicator's personnel targeted to die are saved or dead first, so
// their kill is answered beneath that window.
import * as O from 'fp-ts/Option';
import { isInPlay } from '../cards-in-play/persona';
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

/**
 * `step` with a response window on the personnel it killed, the action `actor`'s (Rulebook "Dilemmas": a dilemma's
 * kills during a mission attempt, the attempting player's action).
 * @category operations
 */
export const answeringKills =
  (step: (game: GameState) => GameState, actor: (game: GameState) => PlayerId) =>
  (game: GameState): GameState => {
    const stepped = step(game);
    return openKillResponses(actor(stepped), killedBetween(game, stepped))(stepped);
  };
