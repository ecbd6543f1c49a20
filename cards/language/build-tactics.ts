// Constructors for [Tactic] card text (cards/language/tactic-language.ts), read like the printed text:
// `tactic('bog/phaserbanks', { attack: 1, defense: 2, bonuses: [attackBonus(2, firing(affiliationShip('Federation')))],
// hit: flips(2), directHit: flips(4), hull: 30, damage: { RANGE: -1, WEAPONS: -2, SHIELDS: -1 }, casualty: anyone })`.
import type { Affiliation, BlueprintId, ShipAttribute } from '../blueprint';
import { attribute, modify } from './build';
import type { CardFilter, CardText, LastingEffect } from './language';
import type { Action, Prevent } from './permission-language';
import type {
  BonusCondition,
  Casualty,
  ConditionalDamage,
  DamageSymbol,
  OfficerAboard,
  OffLineSystem,
  ShipSelector,
  TacticBonus,
  TacticText,
} from './tactic-language';

// -------------------------------------------------------------------------------------
// constructors
// -------------------------------------------------------------------------------------

/** "a Federation ship". */
export const affiliationShip = (affiliation: Affiliation): ShipSelector => ({
  kind: 'affiliation',
  affiliation,
});
/** "a Galaxy-class ship" (the printed class, e.g. `Galaxy Class`). */
export const classShip = (shipClass: string): ShipSelector => ({ kind: 'shipClass', shipClass });
/** "a Jem'Hadar attack ship" (a title, colon rule). */
export const titledShip = (title: string): ShipSelector => ({ kind: 'title', title });
/** "a ship with no staffing requirements". */
export const unstaffedShip: ShipSelector = { kind: 'noStaffingRequirement' };
/** "a Breen ship", "a [Films] ship": a ship a card filter matches (`build.ts`: `characteristic`, `icon`, …). */
export const shipMatching = (filter: CardFilter): ShipSelector => ({ kind: 'card', filter });
/** "with the word "future" in its lore". */
export const loreSays = (word: string): ShipSelector => ({ kind: 'loreSays', word });
/** "in Demilitarized Zone or Badlands Region" (the printed region names, e.g. `Badlands Region`). */
export const shipInRegion = (...regions: ReadonlyArray<string>): ShipSelector => ({
  kind: 'inRegion',
  regions,
});
/** "a ship at a nebula": at a location whose mission card matches (`characteristic('Nebula')`). */
export const shipAtMission = (filter: CardFilter): ShipSelector => ({ kind: 'atMissionMatching', filter });
/** "if {William T. Riker} aboard": a personnel able to act aboard that matches. */
export const crewMatching = (filter: CardFilter): ShipSelector => ({ kind: 'crewMatching', filter });
/** "a staffed ship" (Rulebook 7.1.3 Staff a Ship). */
export const staffedShip: ShipSelector = { kind: 'staffed' };
/**
 * A damage marker's system off line and the prohibition it prints (Rulebook 7.5.1 L864), for the damaged card's
 * controller: "Scanners off line: you may play {Scan} … only where you have an undamaged ship" is
 * `offLineRule('Scanners', 'play', { cards, onlyWhere })`, the general verb `prevent`.
 */
export const offLineRule = (
  system: string,
  action: Action,
  options: Omit<Prevent, 'type' | 'action' | 'forPlayer' | 'named'>,
): LastingEffect => ({
  type: 'prevent',
  action,
  ...options,
  forPlayer: 'hostController',
  named: `Tactic damage marker: ${system} off line`,
});
/** "with Resistance or Navigation aboard". */
export const crewWithAnyOf = (...skills: ReadonlyArray<string>): ShipSelector => ({
  kind: 'crew',
  skills,
  together: false,
});
/** "if one crew member has both skills". */
export const crewMemberWithAll = (...skills: ReadonlyArray<string>): ShipSelector => ({
  kind: 'crew',
  skills,
  together: true,
});
/** "a [Kli][OS] ship": every selector holds. */
export const shipAllOf = (...of: ReadonlyArray<ShipSelector>): ShipSelector => ({ kind: 'allOf', of });
/** "{Son'a Battleship} or {Li'seria}": one of the selectors holds. */
export const shipAnyOf = (...of: ReadonlyArray<ShipSelector>): ShipSelector => ({ kind: 'anyOf', of });
/** "your ships". */
export const anyShip: ShipSelector = { kind: 'any' };

/** "if you have a … ship firing". */
export const firing = (ship: ShipSelector): BonusCondition => ({ kind: 'firing', ship });
/** "if you have a … ship defending". */
export const defending = (ship: ShipSelector): BonusCondition => ({ kind: 'defending', ship });
/** "multiple non-[Bor] ships here": at least `atLeast` of your ships at the battle's location. */
export const shipsHere = (atLeast: number, ship: ShipSelector): BonusCondition => ({
  kind: 'here',
  ship,
  atLeast,
});
/** "vs. Facilities". */
export const firingAtFacility: BonusCondition = { kind: 'firingAtFacility' };
/** "If battling a [Self] card". */
export const battlingSelfControlled: BonusCondition = { kind: 'battlingSelfControlled' };
/** "for each tactic that has been removed from this game". */
export const tacticsRemovedFromGame: BonusCondition = { kind: 'tacticsRemovedFromGame' };
/** "an OFFICER with CUNNING>8" aboard (Crimson Forcefield's "unless"). */
export const personnelAboard = (
  skill: string,
  attribute: OfficerAboard['attribute'],
  above: number,
): OfficerAboard => ({
  skill,
  attribute,
  above,
});

/** "… OR …". */
export const eitherOf = (...of: ReadonlyArray<BonusCondition>): BonusCondition => ({ kind: 'anyOf', of });

/** "ATTACK bonus +n if …". */
export const attackBonus = (amount: number, when: BonusCondition): TacticBonus => ({
  to: 'attack',
  amount,
  when,
});
/** "DEFENSE bonus +n if …". */
export const defenseBonus = (amount: number, when: BonusCondition): TacticBonus => ({
  to: 'defense',
  amount,
  when,
});
/** "ATTACK bonus +n for each of your ships firing". */
export const attackBonusEach = (amount: number, when: BonusCondition): TacticBonus => ({
  ...attackBonus(amount, when),
  each: true,
});

/** "DEFENSE bonus +n for each …". */
export const defenseBonusEach = (amount: number, when: BonusCondition): TacticBonus => ({
  ...defenseBonus(amount, when),
  each: true,
});

/** "ATTACK and DEFENSE bonus +n if …". */
export const attackAndDefenseBonus = (amount: number, when: BonusCondition): ReadonlyArray<TacticBonus> => [
  attackBonus(amount, when),
  defenseBonus(amount, when),
];

/** "(or [Flip][Flip][Flip] if you have … firing)". */
export const orIfFiring = (ship: ShipSelector, symbols: ReadonlyArray<DamageSymbol>): ConditionalDamage => ({
  firing: ship,
  symbols,
});

/** `[Flip]` n times. */
export const flips = (n: number): ReadonlyArray<DamageSymbol> => Array.from({ length: n }, () => 'flip');
/** `[Down]` then `[Flip]` n times. */
export const downThenFlips = (n: number): ReadonlyArray<DamageSymbol> => ['down', ...flips(n)];

/** "Casualties: randomly kills one personnel". */
export const anyone: Casualty = {};
/** "randomly kills one SCIENCE or Stellar Cartography personnel". */
export const oneWith = (...skills: ReadonlyArray<string>): Casualty => ({ skills });
/** "randomly kills one MEDICAL, Exobiology or disabled personnel". */
export const oneWithOrDisabled = (...skills: ReadonlyArray<string>): Casualty => ({
  skills,
  orDisabled: true,
});

/** "Tractor beam off line" (special equipment). */
export const equipmentOffLine = (name: string): OffLineSystem => ({ kind: 'equipment', name });
/** "Transporters off line". */
export const transportersOffLine: OffLineSystem = { kind: 'transporters' };
/** "Sensors off line: crew cannot attempt space missions". */
export const sensorsOffLine: OffLineSystem = { kind: 'sensors' };
/** "RANGE enhancements off line". */
export const enhancementsOffLine = (attribute: ShipAttribute): OffLineSystem => ({
  kind: 'enhancements',
  attribute,
});

/** A tactic's text as printed, with the attribute damage of its damage marker (the card's attribute boxes). */
export interface TacticSpec extends Omit<TacticText, 'bonuses'> {
  readonly bonuses?: ReadonlyArray<TacticBonus>;
  /** As a damage marker: "RANGE -1, WEAPONS -2, SHIELDS -1" (the printed boxes). */
  readonly damage: Readonly<Partial<Record<ShipAttribute, number>>>;
  /** As a damage marker: "[Stf] Personnel aboard are attributes all -2" (the crew `filter` matches). */
  readonly crewDamage?: { readonly filter: CardFilter; readonly amount: number };
  /** As a damage marker: lasting rules while it is in play ("Scanners off line: …"). */
  readonly markerRules?: ReadonlyArray<LastingEffect>;
}

const ATTRIBUTES: ReadonlyArray<ShipAttribute> = ['RANGE', 'WEAPONS', 'SHIELDS'];

/** "attributes all": INTEGRITY, CUNNING and STRENGTH. */
const PERSONNEL_ATTRIBUTES = [attribute('INTEGRITY'), attribute('CUNNING'), attribute('STRENGTH')];

// Rulebook 7.5.1 DAMAGE: "the ship or facility suffers any attribute damage indicated by the damage marker"; Rulings
// "cumulative": copies of the same damage marker are cumulative
/** A [Tactic] card's text: its tactic, and its attribute damage as modifiers of the card it is placed on. */
export const tactic = (blueprint: BlueprintId, spec: TacticSpec): CardText => {
  const { damage, crewDamage, bonuses, markerRules, ...rest } = spec;
  const crew =
    crewDamage === undefined
      ? []
      : [modify('aboardHost', PERSONNEL_ATTRIBUTES, 'add', crewDamage.amount, { filter: crewDamage.filter })];
  return {
    blueprint,
    tactic: { ...rest, bonuses: bonuses ?? [] },
    whileInPlay: [
      ...ATTRIBUTES.filter((a) => (damage[a] ?? 0) !== 0).map((a) =>
        modify('host', attribute(a), 'add', damage[a] as number),
      ),
      ...crew,
      ...(markerRules ?? []),
    ],
    cumulative: true,
  };
};
