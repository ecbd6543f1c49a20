// Rulebook "Equipment" and "Artifacts" ("Some are then kept as equipment"), Rulings "card types": a card used as an
// Equipment card counts as one, so an artifact earned with "Use as Equipment card" moves with personnel and is
// stopped with its team like any equipment (Interphase Generator). Printed data only: no module import cycles.
import type { Blueprint } from '../../cards/blueprint';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Rulings "card types": "Use as Equipment card" artifacts are Equipment cards once earned
/**
 * Whether a card is used as an Equipment card: printed so, or an artifact whose text says "Use as (an) Equipment card"
 * (first, or after a seeding sentence: Phased Cloaking Device).
 * @category predicates
 */
export const isUsedAsEquipment = (card: Blueprint): boolean =>
  card.type === 'Equipment' || (card.type === 'Artifact' && USE_AS_EQUIPMENT.test(card.text));

const USE_AS_EQUIPMENT = /(^|\.\s+)Use as (an )?Equipment card/i;
