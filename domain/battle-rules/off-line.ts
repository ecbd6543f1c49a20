// Rulebook 7.5 "Damage and Repairs", systems off line: "When a damage marker or other card indicates that a system is
// off-line, the affected item may not be used in any way as long as that damage marker is in play. When "attribute
// enhancements" go off-line, it affects all enhancements to the specified attribute (such as Tactical Console for
// WEAPONS)." The damage markers are the [Tactic] cards played on a ship or facility (domain/battle-rules/tactics-damage.ts), their
// systems declared in their text (`TacticText.offLine`, cards/language/tactic-language.ts). The rules that use a system
// ask here: the Tractor Beam (domain/orders/carry.ts), the transporters (domain/orders/beam.ts), the sensors (mission
// attempts, domain/mission-attempt/eligibility.ts), attribute enhancements (`Skills.attribute`, and the phasing RANGE
// enhancement, domain/orders/turn-state.ts).
import * as O from 'fp-ts/Option';
import type { ShipAttribute } from '../../cards/blueprint';
import type { OffLineSystem, TacticText } from '../../cards/language/tactic-language';
import { declaredText } from '../card-effects/in-play';
import type { Modifier } from '../cards-in-play/sam';
import { type CardId, cardsIn, type GameState, getCard } from '../core/game-state';

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
        (text: { readonly tactic?: TacticText }) => text.tactic?.offLine ?? NONE,
      )(declaredText(getCard(marker)(game).blueprint)),
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

// Rulebook 7.5: an enhancement raises the attribute (an add of more than 0, a multiply by more than 1)
/**
 * Whether a modifier is an attribute enhancement.
 * @category predicates
 */
export const isEnhancement = (m: Modifier): boolean =>
  (m.op === 'add' && m.amount > 0) || (m.op === 'multiply' && m.amount > 1);

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Rulebook 7.5: "When "attribute enhancements" go off-line, it affects all enhancements to the specified attribute"
/**
 * The modifiers of a card's attribute that apply: all but its enhancements while they are off line.
 * @category operations
 */
export const withoutEnhancementsOffLine =
  (card: CardId, attribute: string, modifiers: ReadonlyArray<Modifier>) =>
  (game: GameState): ReadonlyArray<Modifier> =>
    modifiers.length > 0 && SHIP_ATTRIBUTES.has(attribute) && areEnhancementsOffLine(card, attribute)(game)
      ? modifiers.filter((m) => !isEnhancement(m))
      : modifiers;
