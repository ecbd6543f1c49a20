// Rulebook 7.4 ship battle, stage 6 Damage, and 7.5.1 DAMAGE: the choices a Tactic's damage leaves to a player once its
// markers are placed. Riker Maneuver: "Direct hit = [Down][Flip][Flip][Flip], and another opposing ship present (your
// choice) is also hit = [Flip][Flip]" (the damaging player names an opponent's ship at the location other than the
// target; Rulebook 7.6: cloaked cards are not "opposing" nor "present", and may not be targeted); its damage marker:
// "Plasma containment rupture: opponent may immediately download {Plasma Fire} to this ship" (Rulebook 7.5.1: "As soon
// as the marker is placed … downloads (for example, Engine Imbalance may be downloaded when Target Warp Field Coils is
// drawn as a damage marker)"; the damaged card's controller's opponent may, or may decline); Chain Reaction Pulsar:
// "Hit or direct hit = [Down] and nullifies one Event card enhancing target's attributes (once per turn)" (the
// damaging player chooses the Event, discarded; none there, or one nullified already this turn: no choice). The
// choices wait in the battle, in the order the damage made them, and are answered at the end of stage 6
// (`battle.damageFollowUp`), before stage 7: no rule acts in between, and the cards downloaded act later (Plasma Fire,
// at the end of the turn). Determined Assault's marker: "Invasive Strike: If an opponent's ship here, one random
// non-[BO] equipment card aboard is relocated there and stolen" (the damaged card's controller's opponent names their
// ship here, when they have several: the text does not say who chooses; the equipment is picked at random).
import type { TacticText } from '../../cards/language/tactic-language';
import type { DamageFollowUp } from '../core/battle-state';
import { type CardId, type GameState, getCard, opponentOf, type PlayerId } from '../core/game-state';
import { shipFight, withBattle } from './battle-under-way';
import { hasChoices } from './damage-follow-up-targets';

export type { DamageFollowUp } from '../core/battle-state';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** Riker Maneuver: "another opposing ship present (your choice) is also hit". */
export interface DamageAlsoHitCommand {
  readonly type: 'damage.alsoHit';
  readonly player: PlayerId;
  readonly target: CardId;
}

/** "opponent may immediately download {Plasma Fire} to this ship": the card found, played on `host`. */
export interface DamageDownloadCommand {
  readonly type: 'damage.download';
  readonly player: PlayerId;
  readonly card: CardId;
  readonly host: CardId;
}

/** Chain Reaction Pulsar: "nullifies one Event card enhancing target's attributes": the Event chosen. */
export interface DamageNullifyCommand {
  readonly type: 'damage.nullify';
  readonly player: PlayerId;
  readonly card: CardId;
}

/** Determined Assault's marker: "one random non-[BO] equipment card aboard is relocated there": the ship there. */
export interface DamageStealCommand {
  readonly type: 'damage.steal';
  readonly player: PlayerId;
  readonly ship: CardId;
}

/** A download the player may make, declined. */
export interface DamageDeclineCommand {
  readonly type: 'damage.decline';
  readonly player: PlayerId;
}

export type DamageFollowUpCommand =
  | DamageAlsoHitCommand
  | DamageDownloadCommand
  | DamageNullifyCommand
  | DamageStealCommand
  | DamageDeclineCommand;

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * The first choice the ship battle's damage leaves, if any.
 * @category predicates
 */
export const nextFollowUp = (game: GameState): DamageFollowUp | undefined =>
  game.battle?.fight.kind === 'ship' ? game.battle.fight.followUps?.[0] : undefined;

/**
 * Whether a choice left by the ship battle's damage waits.
 * @category predicates
 */
export const hasFollowUp = (game: GameState): boolean => nextFollowUp(game) !== undefined;

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * Adds a choice after those waiting, if there is something to choose (a download may always be declined).
 * @category operations
 */
export const queueFollowUp =
  (followUp: DamageFollowUp) =>
  (game: GameState): GameState => {
    if (!hasChoices(followUp)(game)) return game;
    const fight = shipFight(game);
    return withBattle((b) => ({
      ...b,
      fight: { ...fight, followUps: [...(fight.followUps ?? []), followUp] },
    }))(game);
  };

// "opponent may immediately download …", "If an opponent's ship here, one random non-[BO] equipment card aboard is
// relocated there and stolen": the damaged card's controller's opponent
/**
 * Queues the choices a damage marker just placed on `host` leaves (its download, its theft), if its text has some.
 * @category operations
 */
export const queueMarkerFollowUps =
  (host: CardId, marker: TacticText) =>
  (game: GameState): GameState => {
    const player = opponentOf(getCard(host)(game).controller)(game);
    const titles = marker.downloadsToHost;
    const offered =
      titles === undefined ? game : queueFollowUp({ kind: 'download', player, host, titles })(game);
    return marker.stealsRandomEquipment === true
      ? queueFollowUp({ kind: 'stealEquipment', player, from: host })(offered)
      : offered;
  };

/**
 * Removes the first waiting choice (answered).
 * @category operations
 */
export const dropFollowUp = (game: GameState): GameState => {
  const fight = shipFight(game);
  return withBattle((b) => ({ ...b, fight: { ...fight, followUps: (fight.followUps ?? []).slice(1) } }))(
    game,
  );
};
