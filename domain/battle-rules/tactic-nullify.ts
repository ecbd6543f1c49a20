// Tactics that nullify the opponent's current tactic once all are revealed (Rulebook 7.4 ship battle, stage 3 Tactics:
// "Once all current tactics are chosen, reveal them all simultaneously"): Crimson Forcefield, "Harmless pyrotechnic
// ruse nullifies opponent's Tactic card unless opponent has an OFFICER with CUNNING>8 aboard a ship or facility in this
// battle". The nullified tactic leaves play (Rulebook "Playing a Card": cards remain in play "until they are nullified,
// discarded …"), as a current tactic does in stage 8 (discarded, or face up to the side deck as its player's Battle
// Bridge procedure says), so its player has no current tactic: no bonus, and default damage if they hit (stage 6). The
// tactics are revealed together, so each nullifies as revealed: two Crimson Forcefields nullify each other.
import * as O from 'fp-ts/Option';
import type { OfficerAboard, TacticText } from '../../cards/language/tactic-language';
import { tacticText } from '../cards-in-play/damage-markers';
import { canAct } from '../cards-in-play/presence';
import { attribute, hasSkill } from '../cards-in-play/skills';
import {
  blueprintOf,
  type CardId,
  cardsIn,
  type GameState,
  getCard,
  type PlayerId,
} from '../core/game-state';
import { setAsideCurrentTactic } from './battle-bridge';
import type { Tactics } from './battle-model';
import { logged, shipFight, withBattle } from './battle-under-way';

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Crimson Forcefield: "nullifies opponent's Tactic card unless opponent has an OFFICER with CUNNING>8 aboard a ship or
// facility in this battle"
/**
 * Once the current tactics are revealed, sets aside each one an opposing current tactic nullifies: its player has no
 * current tactic any more.
 * @category operations
 */
export const nullifyTactics = (game: GameState): GameState => {
  const tactics = shipFight(game).tactics ?? [];
  const nullified = tactics.filter((victim) =>
    tactics.some((by) => by.player !== victim.player && nullifies(by, victim, game)),
  );
  const aside = nullified.reduce((g, { current, player }) => {
    const card = current as CardId;
    const told = withBattle(logged(card, `${player}'s current tactic is nullified`))(g);
    return setAsideCurrentTactic(card)(told);
  }, game);
  const losers = nullified.map((t) => t.player);
  const fight = shipFight(aside);
  const steps = tactics.map((t) => (losers.includes(t.player) ? { ...t, current: null } : t));
  return losers.length === 0
    ? aside
    : withBattle((b) => ({ ...b, fight: { ...fight, tactics: steps } }))(aside);
};

// Helpers

const nullifies = (by: Tactics, victim: Tactics, game: GameState): boolean => {
  if (by.current === null || victim.current === null) return false;
  return O.exists(
    (text: TacticText) =>
      text.nullifiesOpponentTacticUnless !== undefined &&
      !hasAboardInBattle(victim.player, text.nullifiesOpponentTacticUnless, game),
  )(tacticText(by.current)(game));
};

// "an OFFICER with CUNNING>8 aboard a ship or facility in this battle": the player's personnel able to act (Rulebook
// 10.2.3 Disabled) aboard a card of either force
const hasAboardInBattle = (player: PlayerId, need: OfficerAboard, game: GameState): boolean =>
  shipFight(game)
    .forces.flat()
    .flatMap((carrier) => cardsIn({ kind: 'aboard', carrier })(game))
    .some(
      (id) =>
        blueprintOf(id)(game).type === 'Personnel' &&
        getCard(id)(game).controller === player &&
        canAct(id)(game) &&
        hasSkill(id, need.skill)(game) &&
        attribute(id, need.attribute)(game) > need.above,
    );
