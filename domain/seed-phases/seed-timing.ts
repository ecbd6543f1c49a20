// Rulebook "Seed Phases" L199: "Doorways, Missions, Dilemmas, and Facilities must be seeded in the corresponding
// phase. Other cards that seed (like Establish Landing Protocols) must seed during the Facility Phase." A card whose
// text begins "Seeds (in any phase)" (Barzan Wormhole, Bajoran Wormhole: Mirror Universe) makes its own exception: it
// may seed in any seed phase (neither the rulebook's glossary nor the Current Rulings say more of the phrase).
import type { Blueprint } from '../../cards/blueprint';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** The four seed phases, in order (Rulebook L199). */
export type SeedPhase = 'doorway' | 'mission' | 'dilemma' | 'facility';

const SEED_PHASES: ReadonlyArray<SeedPhase> = ['doorway', 'mission', 'dilemma', 'facility'];
const IN_ANY_PHASE = /^Seeds \(in any phase\)/i;

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Barzan Wormhole: "Seeds (in any phase) or plays in Gamma or Delta Quadrant"
/**
 * Whether the card's text lets it seed in any seed phase.
 * @category predicates
 */
export const seedsInAnyPhase = (card: Blueprint): boolean => IN_ANY_PHASE.test(card.text);

// Rulebook L199: each of the four card types in its own phase, other cards in the facility phase, "Seeds (in any
// phase)" in each
/**
 * The seed phases in which the card may seed (where it may seed, and whether it seeds at all, is the phase's rule).
 * @category predicates
 */
export const seedPhasesOf = (card: Blueprint): ReadonlyArray<SeedPhase> => {
  if (seedsInAnyPhase(card)) return SEED_PHASES;
  switch (card.type) {
    case 'Doorway':
      return ['doorway'];
    case 'Mission':
    case 'Q Mission':
      return ['mission'];
    case 'Dilemma':
    case 'Artifact':
    case 'Q Dilemma':
    case 'Q Artifact':
      return ['dilemma'];
    default:
      return ['facility'];
  }
};

/**
 * Whether the card may seed in the phase.
 * @category predicates
 */
export const maySeedIn =
  (phase: SeedPhase) =>
  (card: Blueprint): boolean =>
    seedPhasesOf(card).includes(phase);
