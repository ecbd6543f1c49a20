// Rulebook 7.5 "Damage and Repairs": "When 'attribute enhancements' go off-line, it affects all enhancements to the
// specified attribute (such as Tactical Console for WEAPONS)". The question `Skills.attribute` asks of the damage
// markers (domain/battle-rules/off-line.ts answers it). A module of its own that imports only the core, so that the
// query point exists before any answer to it is built, whatever order the modules load in.
import type { Attribute, ShipAttribute } from '../../cards/blueprint';
import type { CardId } from '../core/game-state';
import { anyOf } from '../core/query-points';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** A card's attribute whose enhancements may be off line. */
export interface EnhancedAttribute {
  readonly card: CardId;
  readonly attribute: Attribute | ShipAttribute;
}

/**
 * Query point: whether a card's enhancements of this attribute are off line (Rulebook 7.5).
 * @category model
 */
export const enhancementsOffLine = anyOf<EnhancedAttribute>('skills.enhancementsOffLine');
