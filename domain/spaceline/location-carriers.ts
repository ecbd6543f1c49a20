// Rulebook 12.4 Present and "Carried ships": the ships and facilities at a spaceline location, in space (or landed,
// or a planet facility), docked at a facility there, or carried aboard a ship there ("Some cards, such as Engage
// Shuttle Operations, permit ships to be carried aboard other ships"). Personnel and equipment may be aboard each.
import type { CardId, GameState, LocationId } from '../core/game-state';
import { cardsInZone } from '../core/zone-index';

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The ships and facilities at a location: in space (or on the planet), then the ships docked at each facility.
 * @category operations
 */
export const carriersHere =
  (location: LocationId) =>
  (game: GameState): ReadonlyArray<CardId> => {
    const carriers: CardId[] = [];
    for (const id of cardsInZone({ kind: 'atLocation', location })(game)) {
      carriers.push(id);
      for (const docked of cardsInZone({ kind: 'docked', facility: id })(game)) carriers.push(docked);
    }
    return carriers;
  };

// Rulebook "Carried ships": a carried ship moves with its carrier and has a crew aboard (Rulings "carried ships")
/**
 * The ships and facilities given, followed by the ships each of them carries (the same list when none carries one).
 * @category operations
 */
export const withCarried =
  (carriers: ReadonlyArray<CardId>) =>
  (game: GameState): ReadonlyArray<CardId> => {
    let all: CardId[] | undefined;
    for (const carrier of carriers) {
      const carried = cardsInZone({ kind: 'carried', carrier })(game);
      if (carried.length === 0) continue;
      all ??= [...carriers];
      all.push(...carried);
    }
    return all ?? carriers;
  };
