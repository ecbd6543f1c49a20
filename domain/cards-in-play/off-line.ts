// Rulebook 7.5 "Damage and Repairs", systems off line: "When a damage marker or other card indicates that a system is
// off-line, the affected item may not be used in any way as long as that damage marker is in play. When "attribute
// enhancements" go off-line, it affects all enhancements to the specified attribute (such as Tactical Console for
// WEAPONS)." The damage markers are the [Tactic] cards played on a ship or facility (domain/battle-rules/tactics-damage.ts), their
// systems declared in their text (`TacticText.offLine`, cards/language/tactic-language.ts). The rules that use a system
// ask here: the Tractor Beam (domain/orders/carry.ts), the transporters (domain/orders/beam.ts), the sensors (mission
// attempts, domain/mission-attempt/eligibility.ts), attribute enhancements (`Skills.attribute` asks domain/cards-in-play/enhancements-off-line.ts, and the phasing RANGE
// enhancement, domain/orders/turn-state.ts).
import * as O from 'fp-ts/Option';
import type { ShipAttribute } from '../../cards/blueprint';
import type { OffLineSystem, TacticText } from '../../cards/language/tactic-language';
import { type CardId, cardsIn, type GameState, getCard } from '../core/game-state';
import { type Answer, ask } from '../core/query-points';
import { type EnhancedAttribute, enhancementsOffLine } from './enhancements-off-line';
import { tacticTextOf } from './tactic-texts';

const NONE: ReadonlyArray<OffLineSystem> = [];

/** The attributes whose enhancements a damage marker may take off line (those of ships and facilities). */
const SHIP_ATTRIBUTES: ReadonlySet<string> = new Set<ShipAttribute>(['RANGE', 'WEAPONS', 'SHIELDS']);

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * The systems the damage markers on a ship or facility take off line.
 * @category predicates
 */
export const offLineSystems =
  (card: CardId) =>
  (game: GameState): ReadonlyArray<OffLineSystem> => {
    const markers = cardsIn({ kind: 'playedOn', host: card })(game);
    if (markers.length === 0) return NONE;
    return markers.flatMap((marker) =>
      O.match(
        () => NONE,
        (text: TacticText) => text.offLine ?? NONE,
      )(ask(tacticTextOf, getCard(marker)(game).blueprint)(game)),
    );
  };

/**
 * Whether a damage marker on the card takes this special equipment off line ("Tractor beam off line").
 * @category predicates
 */
export const isEquipmentOffLine =
  (card: CardId, equipment: string) =>
  (game: GameState): boolean =>
    offLineSystems(card)(game).some(
      (s) => s.kind === 'equipment' && s.name.toLowerCase() === equipment.toLowerCase(),
    );

/**
 * Whether a damage marker on the card takes its transporters off line ("Transporters off line").
 * @category predicates
 */
export const areTransportersOffLine =
  (card: CardId) =>
  (game: GameState): boolean =>
    offLineSystems(card)(game).some((s) => s.kind === 'transporters');

/**
 * Whether a damage marker on the ship takes its sensors off line ("Sensors off line: crew cannot attempt space
 * missions").
 * @category predicates
 */
export const areSensorsOffLine =
  (card: CardId) =>
  (game: GameState): boolean =>
    offLineSystems(card)(game).some((s) => s.kind === 'sensors');

/**
 * Whether a damage marker on the card takes the enhancements of an attribute off line ("RANGE enhancements off line").
 * @category predicates
 */
export const areEnhancementsOffLine =
  (card: CardId, attribute: string) =>
  (game: GameState): boolean =>
    offLineSystems(card)(game).some((s) => s.kind === 'enhancements' && s.attribute === attribute);

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Rulebook 7.5: "When "attribute enhancements" go off-line, it affects all enhancements to the specified attribute"
/**
 * `damage markers`: the enhancements of a ship's or facility's attribute are off line while a damage marker on it says
 * so (the attributes of ships and facilities only).
 * @category operations
 */
export const markersTakeEnhancementsOffLine: Answer<EnhancedAttribute, boolean> = {
  point: enhancementsOffLine,
  by: 'damage markers',
  answer:
    ({ card, attribute }) =>
    (game) =>
      SHIP_ATTRIBUTES.has(attribute) && areEnhancementsOffLine(card, attribute)(game),
};
