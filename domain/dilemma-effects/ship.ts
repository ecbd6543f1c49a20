// Rulebook 7.5.1 Damage (rotation or tactics damage) and "Leaving Play": what dilemmas do to the ship facing them.
import type { Effect } from '../../cards/language/dilemma-language';
import { usesTacticsDamage } from '../battle-rules/battle-bridge';
import { SELF_CONTROLLED } from '../battle-rules/self-controlled';
import { defaultDamage } from '../battle-rules/tactics-damage';
import { destroy } from '../cards-in-play/leave-play';
import {
  blueprintOf,
  type CardId,
  type GameState,
  getCard,
  opponentOf,
  updateCard,
} from '../core/game-state';
import { type Interpreter, noted, proceed } from './encounter-state';

type On<T extends Effect['type']> = Interpreter<Extract<Effect, { type: T }>>;

/** Rulebook 7.5.1: "If a ship with rotation damage suffers any more rotation damage … the ship will be destroyed." */
const ROTATION_DAMAGE_LIMIT = 2;

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

const isShipInPlay = (ship: CardId | null, game: GameState): ship is CardId => {
  const zone = ship === null ? undefined : game.cards[ship]?.zone.kind;
  return zone === 'atLocation' || zone === 'docked';
};

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Rulebook 7.5.1 rotation damage: one marker (HULL 50%, RANGE at most 5, cloak off-line); a second destroys the ship.
// Tactics damage: "Whenever any of your ships … are damaged, for any reason, your opponent must place Tactics cards on
// them … default damage" when the opponent uses a Battle Bridge side deck (domain/battle-rules/tactics-damage.ts)
/**
 * Damages the ship: its controller's opponent's default tactics damage if they use a Battle Bridge side deck, else a
 * rotation damage marker (a ship already damaged so is destroyed).
 * @category operations
 */
export const damageShip =
  (ship: CardId) =>
  (game: GameState): GameState => {
    const controller = getCard(ship)(game).controller;
    const opponent = controller === SELF_CONTROLLED ? null : opponentOf(controller)(game);
    if (opponent !== null && usesTacticsDamage(opponent)(game)) return defaultDamage(opponent, ship)(game);
    const damage = getCard(ship)(game).damage + 1;
    return damage >= ROTATION_DAMAGE_LIMIT
      ? destroy(ship)(game)
      : updateCard(ship, (c) => ({ ...c, damage }))(game);
  };

/**
 * Damages the ship facing the dilemma (none at a planet).
 * @category operations
 */
export const damage: On<'damage'> = (_, encounter, game) =>
  isShipInPlay(encounter.ship, game)
    ? proceed(noted(encounter, [encounter.ship], 'is damaged'), damageShip(encounter.ship)(game))
    : proceed(encounter, game);

// Rulebook "Leaving Play": a destroyed ship's crew is killed
/**
 * Destroys the ship facing the dilemma, with everyone aboard.
 * @category operations
 */
export const destroyShip: On<'destroy'> = (_, encounter, game) =>
  isShipInPlay(encounter.ship, game)
    ? proceed(encounter, destroy(encounter.ship)(game))
    : proceed(encounter, game);

// Rulebook 12.11 S.A.M.: the change is a lasting (cumulative) modifier from the dilemma
/**
 * Changes a ship attribute of the dilemma's ship by a lasting modifier from the dilemma.
 * @category operations
 */
export const modifyShip: On<'modify'> = (effect, encounter, game) => {
  const ship = encounter.ship;
  if (!isShipInPlay(ship, game)) return proceed(encounter, game);
  const modifier = {
    target: ship,
    value: { kind: 'attribute', name: effect.attribute },
    op: 'add',
    amount: effect.by,
    source: encounter.dilemma,
    sourceTitle: blueprintOf(encounter.dilemma)(game).title,
    cumulative: true,
  } as const;
  return proceed(encounter, { ...game, modifiers: [...game.modifiers, modifier] });
};
