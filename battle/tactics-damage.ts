// Rulebook 7.4 ship battle, stage 6 Damage, with tactics damage (7.5.1): "If you have a current tactic, the amount of
// damage is determined by the text of your current tactic … [Down] means that you must use the current tactic as a
// damage marker. [Flip] means you must draw a new Tactic card from your side deck to place on the target as a damage
// marker. If you have a Battle Bridge side deck but do not have a current tactic, apply default damage". Each marker's
// HULL damage counts toward stage 7 Determine Winner, up to the card's 100% (domain/tactics-damage.ts places them).
import * as O from 'fp-ts/Option';
import type { DamageSymbol, TacticText } from '../cards/effects/tactic-language';
import type { CardId, GameState, PlayerId } from '../domain/game-state';
import {
  DEFAULT_DAMAGE,
  FULL_HULL_DAMAGE,
  flipMarker,
  hullDamage,
  placeMarker,
  tacticText,
} from '../domain/tactics-damage';
import { logged, shipFight, withBattle } from './common';
import { currentTactic } from './tactic-bonus';

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Rulebook 7.4 stage 6: the current tactic's damage for a hit or a direct hit; without one, default damage
/**
 * The damage symbols the player deals for a hit or a direct hit: their current tactic's, else default damage.
 * @category operations
 */
export const damageSymbols =
  (player: PlayerId, result: 'hit' | 'directHit') =>
  (game: GameState): ReadonlyArray<DamageSymbol> =>
    O.match(
      () => DEFAULT_DAMAGE[result],
      (text: TacticText) => text[result],
    )(O.flatMap((card: CardId) => tacticText(card)(game))(currentTactic(player)(game)));

// Rulebook 7.4 stage 6 and 7.5.1 tactics damage: place the markers the symbols call for on the damaged card
/**
 * Places the player's damage markers for a hit or direct hit on the target, and adds their HULL damage (up to the
 * card's 100%) to the battle's record.
 * @category operations
 */
export const tacticsDamage =
  (player: PlayerId, target: CardId, result: 'hit' | 'directHit') =>
  (game: GameState): GameState => {
    const before = hullDamage(target)(game);
    const damaged = damageSymbols(
      player,
      result,
    )(game).reduce(
      (g, symbol) => (symbol === 'down' ? placeDown(player, target, g) : flipMarker(player, target)(g)[1]),
      game,
    );
    const after = hullDamage(target)(damaged);
    const counted = Math.max(0, Math.min(after, FULL_HULL_DAMAGE) - Math.min(before, FULL_HULL_DAMAGE));
    const fight = shipFight(damaged);
    const hull = (fight.hullDamage[target] ?? 0) + counted;
    const text = `takes tactics damage from ${player}: HULL -${after - before}% (${after}% in all)`;
    return withBattle((battle) =>
      logged(
        target,
        text,
      )({ ...battle, fight: { ...fight, hullDamage: { ...fight.hullDamage, [target]: hull } } }),
    )(damaged);
  };

// Helpers

// "[Down] means that you must use the current tactic as a damage marker" (once: it is then no longer on the table)
const placeDown = (player: PlayerId, target: CardId, game: GameState): GameState =>
  O.match(
    () => game,
    (card: CardId) => placeMarker(card, target)(game),
  )(currentTactic(player)(game));
