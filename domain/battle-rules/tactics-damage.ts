// Rulebook 7.5.1 DAMAGE, tactics damage: the damaging player places [Tactic] cards on the damaged ship or facility as
// damage markers ([Down]: the current tactic itself; [Flip]: a card drawn from their Battle Bridge side deck). "As
// soon as the marker is placed on the damaged ship, any immediate effects are played out, such as crew casualties …
// Second, the ship or facility suffers any attribute damage indicated by the damage marker … Finally, HULL damage is
// added. When a ship or facility's HULL is reduced to 0%, it is destroyed." A marker is the card played on the damaged
// card (zone `playedOn`); its attribute damage is a static modifier of its declared text (reach `host`), its HULL damage
// and casualty its `tactic` text (cards/language/tactic-language.ts). Rotation damage stays `CardInstance.damage`.
import * as O from 'fp-ts/Option';
import type { Casualty, DamageSymbol, TacticText } from '../../cards/language/tactic-language';
import { hullDamage, markerHull, markersOn, tacticText } from '../cards-in-play/damage-markers';
import { destroy, kill } from '../cards-in-play/leave-play';
import { isDisabled } from '../cards-in-play/presence';
import { hasSkill } from '../cards-in-play/skills';
import { named, record } from '../core/chronicle';
import {
  blueprintOf,
  type CardId,
  cardsIn,
  type GameState,
  moveCard,
  type PlayerId,
  updateCard,
} from '../core/game-state';
import { nextInt } from '../core/random';
import { drawTactic, returnToSideDeck } from './battle-bridge';
import { isSelected } from './ship-selector';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** Rulebook 7.5.1: a card whose HULL is reduced to 0% (100% HULL damage) is destroyed. */
export const FULL_HULL_DAMAGE = 100;

/** Rulebook 7.4 stage 6 and 7.5.1: default damage is [Flip][Flip] for a hit, four [Flip] for a direct hit. */
export const DEFAULT_DAMAGE: Readonly<Record<'hit' | 'directHit', ReadonlyArray<DamageSymbol>>> = {
  hit: ['flip', 'flip'],
  directHit: ['flip', 'flip', 'flip', 'flip'],
};

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Rulebook 7.5.1: "When a ship or facility's HULL is reduced to 0%, it is destroyed"
/**
 * Whether a card's tactics damage has reduced its HULL to 0% (100% HULL damage or more).
 * @category predicates
 */
export const hasNoHullLeft =
  (card: CardId) =>
  (game: GameState): boolean =>
    hullDamage(card)(game) >= FULL_HULL_DAMAGE;

// Classic Phaser Banks: "Code One Emergency: [Fed][OS] ships may attack this ship, ignoring affiliation attack
// restrictions"
/**
 * Whether a damage marker on the target lets the attacking ship attack it whatever the affiliation attack restrictions.
 * @category predicates
 */
export const ignoresAttackRestrictions =
  (attacker: CardId, target: CardId) =>
  (game: GameState): boolean =>
    markersOn(target)(game).some((marker) =>
      O.exists(
        (text: TacticText) =>
          text.attackableBy !== undefined && isSelected(text.attackableBy, attacker)(game),
      )(tacticText(marker)(game)),
    );

// Borg Ship: "Worth points if destroyed in battle": the marker that reduced the HULL to 0% tells who destroyed it
/**
 * The damage marker whose HULL damage reduced the card's HULL to 0% (markers counted in the order placed); none if
 * its HULL is not at 0%.
 * @category predicates
 */
export const destroyingMarker =
  (card: CardId) =>
  (game: GameState): O.Option<CardId> => {
    let hull = 0;
    for (const marker of [...markersOn(card)(game)].reverse()) {
      hull += markerHull(marker)(game);
      if (hull >= FULL_HULL_DAMAGE) return O.some(marker);
    }
    return O.none;
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Rulebook 7.5.1: "As soon as the marker is placed on the damaged ship, any immediate effects are played out"
/**
 * Places a [Tactic] card face up on a ship or facility as a damage marker, and plays out its casualty.
 * @category operations
 */
export const placeMarker =
  (marker: CardId, target: CardId) =>
  (game: GameState): GameState =>
    afterPlacing(marker, target)(moveCard(marker, { kind: 'playedOn', host: target })(game));

// Rulebook "[Flip]": "draw a Tactic card from their Battle Bridge Side Deck (if any) and place it on a target as damage"
/**
 * Draws the top card of the player's Battle Bridge side deck onto a ship or facility as a damage marker; the marker,
 * or none when the side deck is empty.
 * @category operations
 */
export const flipMarker =
  (player: PlayerId, target: CardId) =>
  (game: GameState): readonly [CardId | null, GameState] => {
    const [marker, drawn] = drawTactic(player, { kind: 'playedOn', host: target }, true)(game);
    if (marker === null)
      return [null, record(`${player}'s Battle Bridge side deck is empty: no damage marker is drawn`)(game)];
    return [marker, afterPlacing(marker, target)(drawn)];
  };

// Rulings "damage": damage markers are retrieved (from a destroyed card, only at the end of the battle)
/**
 * Returns every damage marker on a card face up to its owner's Battle Bridge side deck.
 * @category operations
 */
export const retrieveMarkers =
  (card: CardId) =>
  (game: GameState): GameState =>
    markersOn(card)(game).reduce((g, marker) => returnToSideDeck(marker)(g), game);

// Rulebook 7.5.1: damage not indicated by a card is default damage, [Flip][Flip]; at 0% HULL the card is destroyed
/**
 * Outside a battle, `player` damages a ship or facility with default damage ([Flip][Flip]); it is destroyed (its
 * markers retrieved) if its HULL is reduced to 0%.
 * @category operations
 */
export const defaultDamage =
  (player: PlayerId, target: CardId) =>
  (game: GameState): GameState => {
    const damaged = DEFAULT_DAMAGE.hit.reduce((g) => flipMarker(player, target)(g)[1], game);
    if (!isStillInPlay(target, damaged) || !hasNoHullLeft(target)(damaged)) return damaged;
    const told = record(`${named(target)(damaged)} has 0% HULL left`, target)(damaged);
    return destroy(target)(retrieveMarkers(target)(told));
  };

// "Casualties: randomly kills one personnel"; "randomly kills one SCIENCE or Stellar Cartography personnel"
/**
 * Kills one personnel aboard the card at random among those the casualty names (none if there are none).
 * @category operations
 */
export const killCasualty =
  (casualty: Casualty, target: CardId) =>
  (game: GameState): GameState => {
    const { skills, orDisabled } = casualty;
    const crew = cardsIn({ kind: 'aboard', carrier: target })(game).filter(
      (id) =>
        blueprintOf(id)(game).type === 'Personnel' &&
        (skills === undefined ||
          skills.some((s) => hasSkill(id, s)(game)) ||
          (orDisabled === true && isDisabled(id)(game))),
    );
    if (crew.length === 0) return game;
    const [index, random] = nextInt(crew.length)(game.random);
    const victim = crew[index] as CardId;
    return kill(victim)(
      record(`${named(victim)(game)} is a casualty of the damage`, victim)({ ...game, random }),
    );
  };

// Helpers

// A marker placed face up records the turn (T'Pol/Soong Maneuver: "until the end of your next full turn")
const afterPlacing =
  (marker: CardId, target: CardId) =>
  (placed: GameState): GameState => {
    const game = updateCard(marker, (c) => ({ ...c, faceUp: true, enteredOnTurn: placed.turn.number }))(
      placed,
    );
    const text = tacticText(marker)(game);
    const told = record(
      `${named(marker)(game)} is placed on ${named(target)(game)} as a damage marker${O.isSome(text) ? ` (HULL -${text.value.hull}%)` : ': its game text is not implemented'}`,
      target,
    )(game);
    return O.isSome(text) && text.value.casualty !== undefined
      ? killCasualty(text.value.casualty, target)(told)
      : told;
  };

const isStillInPlay = (card: CardId, game: GameState): boolean => {
  const kind = game.cards[card]?.zone.kind;
  return kind === 'atLocation' || kind === 'docked';
};
