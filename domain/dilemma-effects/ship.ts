// Rulebook 7.5.1 Damage (rotation or tactics damage: domain/battle-rules/damage.ts) and "Leaving Play": what dilemmas do
// to the ship facing them.
import type { Effect } from '../../cards/language/dilemma-language';
import { damageShip } from '../battle-rules/damage';
import { destroy } from '../cards-in-play/leave-play';
import { blueprintOf, type CardId, type GameState } from '../core/game-state';
import { type Interpreter, noted, proceed } from '../mission-attempt/encounter-state';

type On<T extends Effect['type']> = Interpreter<Extract<Effect, { type: T }>>;

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
