// Card effects that last "for this turn" or "for rest of turn" once the card that made them is gone (discarded
// interrupts): Transwarp Conduit's "It can move double range for this turn", Tachyon Detection Grid's "Ship is forced
// to de-cloak for rest of turn". They are kept in the current turn's record (this-turn.ts) and end with it.
// `staticModifiers` adds `modifiersThisTurn`; the cloak order asks `isForcedDecloaked` (domain/orders/cloak.ts).

import type { ModifiedValue, Modifier } from '../cards-in-play/sam';
import { blueprintOf, type CardId, type GameState, updateCard } from '../core/game-state';
import { addThisTurn, effectsThisTurn } from '../core/this-turn';
import type { ValueChange } from './gained-skills';

const NONE: ReadonlyArray<Modifier> = [];

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * The modifiers card text put on `value` of `target` for this turn.
 * @category predicates
 */
export const modifiersThisTurn =
  (target: CardId, value: ModifiedValue) =>
  (game: GameState): ReadonlyArray<Modifier> => {
    const effects = effectsThisTurn(game);
    if (effects.length === 0) return NONE;
    const found: Modifier[] = [];
    for (const e of effects)
      if (
        e.kind === 'modifier' &&
        e.modifier.target === target &&
        e.modifier.value.kind === value.kind &&
        e.modifier.value.name === value.name
      )
        found.push(e.modifier);
    return found;
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Transwarp Conduit: "Select a ship. It can move double range for this turn." (Rulings "cumulative": a second copy
// cannot affect the same target the same turn, which `Sam` applies as for every non-cumulative card)
/**
 * The card's values modified until the end of this turn (each by its amount, `op` as printed), with the played card as
 * the source.
 * @category operations
 */
export const modifyThisTurn =
  (target: CardId, changes: ReadonlyArray<ValueChange>, op: 'add' | 'multiply', source: CardId | undefined) =>
  (game: GameState): GameState => {
    if (source === undefined) return game;
    const sourceTitle = blueprintOf(source)(game).title;
    return changes.reduce(
      (g, { value, amount }) =>
        addThisTurn({
          kind: 'modifier',
          modifier: {
            target,
            value,
            op,
            amount,
            source,
            sourceTitle,
            cumulative: false,
          },
        })(g),
      game,
    );
  };

// Tachyon Detection Grid: "Play on any cloaked ship to detect its presence. Ship is forced to de-cloak for rest of turn."
/**
 * The ship decloaks, and may not cloak again this turn.
 * @category operations
 */
export const decloakThisTurn =
  (ship: CardId) =>
  (game: GameState): GameState => {
    const decloaked = updateCard(ship, ({ cloaked: _c, ...card }) => card)(game);
    return addThisTurn({ kind: 'noCloak', ship })(decloaked);
  };
