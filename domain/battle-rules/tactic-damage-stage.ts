// Rulebook 7.4 ship battle, stage 6 Damage, with tactics damage (7.5.1): "If you have a current tactic, the amount of
// damage is determined by the text of your current tactic … [Down] means that you must use the current tactic as a
// damage marker. [Flip] means you must draw a new Tactic card from your side deck to place on the target as a damage
// marker. If you have a Battle Bridge side deck but do not have a current tactic, apply default damage". Each marker's
// HULL damage counts toward stage 7 Determine Winner, up to the card's 100% (domain/battle-rules/tactics-damage.ts places them).
// A current tactic's text may also damage a card it missed ("Otherwise, drains target's SHIELDS ([Down])"), deal other
// damage when a ship fires ("or [Flip][Flip][Flip] if you have {Future Enterprise} … firing"), kill crew when it
// hits ("If you hit, randomly kills one additional personnel"), and leave its player a choice (another ship also hit,
// an Event nullified, a download offered by a marker: domain/battle-rules/damage-follow-ups.ts).
import * as O from 'fp-ts/Option';
import type { DamageSymbol, TacticText } from '../../cards/language/tactic-language';
import { hullDamage, markersOn, tacticText } from '../cards-in-play/damage-markers';
import type { CardId, GameState, PlayerId } from '../core/game-state';
import type { FireResult } from './battle-model';
import { logged, shipFight, withBattle } from './battle-under-way';
import { queueFollowUp, queueMarkerFollowUps } from './damage-follow-ups';
import { isSelected } from './ship-selector';
import { currentTactic } from './tactic-bonus';
import { DEFAULT_DAMAGE, FULL_HULL_DAMAGE, flipMarker, killCasualty, placeMarker } from './tactics-damage';

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Rulebook 7.4 stage 6: the current tactic's damage for a hit, a direct hit (or, if its text says so, a miss); without
// one, default damage for a hit or a direct hit
/**
 * The damage symbols the player deals for a volley's result, given their cards that fired: their current tactic's,
 * else default damage (none for a miss).
 * @category operations
 */
export const damageSymbols =
  (player: PlayerId, result: FireResult, firing: ReadonlyArray<CardId>) =>
  (game: GameState): ReadonlyArray<DamageSymbol> =>
    O.match(
      () => (result === 'miss' ? [] : DEFAULT_DAMAGE[result]),
      (text: TacticText) => symbolsOf(text, result, firing, game),
    )(currentText(player, game));

// Rulebook 7.4 stage 6 and 7.5.1 tactics damage: place the markers the symbols call for on the damaged card
/**
 * Places the player's damage markers for a volley's result on the target (and kills the crew their current tactic
 * kills on a hit), and adds their HULL damage (up to the card's 100%) to the battle's record; nothing for a miss their
 * tactic does not damage.
 * @category operations
 */
export const tacticsDamage =
  (player: PlayerId, target: CardId, result: FireResult, firing: ReadonlyArray<CardId>) =>
  (game: GameState): GameState => {
    const symbols = damageSymbols(player, result, firing)(game);
    if (symbols.length === 0) return game;
    const text = currentText(player, game);
    const damaged = markTarget(player, target, symbols, (g) =>
      result === 'miss' ? g : hitCasualty(text, target, g),
    )(game);
    const nullifies = O.isSome(text) && result !== 'miss' && text.value.hitNullifiesEnhancingEvent === true;
    const nullified = nullifies ? queueFollowUp({ kind: 'nullifyEvent', player, target })(damaged) : damaged;
    const also = O.isSome(text) && result === 'directHit' ? text.value.directHitAlso : undefined;
    return also === undefined
      ? nullified
      : queueFollowUp({ kind: 'alsoHit', player, besides: target, symbols: also })(nullified);
  };

// Rulebook 7.5.1: markers placed ([Down]: the current tactic; [Flip]: drawn), their immediate effects played out (a
// download offered: Riker Maneuver's "opponent may immediately download {Plasma Fire} to this ship"; an equipment card
// stolen: Determined Assault's "Invasive Strike"), HULL damage added
/**
 * Places the player's damage markers for `symbols` on a card (then `after`, the casualties of the hit), adds their
 * HULL damage (up to the card's 100%) to the battle's record, and queues the choices the markers placed leave.
 * @category operations
 */
export const markTarget =
  (player: PlayerId, target: CardId, symbols: ReadonlyArray<DamageSymbol>, after = (g: GameState) => g) =>
  (game: GameState): GameState => {
    const before = hullDamage(target)(game);
    const had = markersOn(target)(game);
    const marked = symbols.reduce(
      (g, symbol) => (symbol === 'down' ? placeDown(player, target, g) : flipMarker(player, target)(g)[1]),
      game,
    );
    const damaged = after(marked);
    const placed = markersOn(target)(damaged).filter((m) => !had.includes(m));
    const offered = placed.reduce(
      (g, marker) =>
        O.match(
          () => g,
          (text: TacticText) => queueMarkerFollowUps(target, text)(g),
        )(tacticText(marker)(g)),
      damaged,
    );
    const total = hullDamage(target)(offered);
    const counted = Math.max(0, Math.min(total, FULL_HULL_DAMAGE) - Math.min(before, FULL_HULL_DAMAGE));
    const fight = shipFight(offered);
    const hull = (fight.hullDamage[target] ?? 0) + counted;
    const told = `takes tactics damage from ${player}: HULL -${total - before}% (${total}% in all)`;
    return withBattle((battle) =>
      logged(
        target,
        told,
      )({ ...battle, fight: { ...fight, hullDamage: { ...fight.hullDamage, [target]: hull } } }),
    )(offered);
  };

// Helpers

const currentText = (player: PlayerId, game: GameState): O.Option<TacticText> =>
  O.flatMap((card: CardId) => tacticText(card)(game))(currentTactic(player)(game));

// "Hit = [Flip][Flip] (or [Flip][Flip][Flip] if you have … firing)"; "Otherwise, drains target's SHIELDS ([Down])"
const symbolsOf = (
  text: TacticText,
  result: FireResult,
  firing: ReadonlyArray<CardId>,
  game: GameState,
): ReadonlyArray<DamageSymbol> => {
  if (result === 'miss') return text.miss ?? [];
  if (result === 'directHit') return text.directHit;
  const instead = text.hitIf;
  return instead !== undefined && firing.some((id) => isSelected(instead.firing, id)(game))
    ? instead.symbols
    : text.hit;
};

// "If you hit, randomly kills one additional personnel"
const hitCasualty = (text: O.Option<TacticText>, target: CardId, game: GameState): GameState =>
  O.isSome(text) && text.value.hitCasualty !== undefined
    ? killCasualty(text.value.hitCasualty, target)(game)
    : game;

// "[Down] means that you must use the current tactic as a damage marker" (once: it is then no longer on the table)
const placeDown = (player: PlayerId, target: CardId, game: GameState): GameState =>
  O.match(
    () => game,
    (card: CardId) => placeMarker(card, target)(game),
  )(currentTactic(player)(game));
