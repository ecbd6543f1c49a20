// Constructors for [Tactic] card text (cards/effects/tactic-language.ts), read like the printed text:
// `tactic('bog/phaserbanks', { attack: 1, defense: 2, bonuses: [attackBonus(2, firing(affiliationShip('Federation')))],
// hit: flips(2), directHit: flips(4), hull: 30, damage: { RANGE: -1, WEAPONS: -2, SHIELDS: -1 }, casualty: anyone })`.
import type { Affiliation, BlueprintId, ShipAttribute } from '../blueprint';
import { attribute, modify } from './build';
import type { CardText } from './language';
import type { Casualty, DamageSymbol, ShipSelector, TacticBonus, TacticText } from './tactic-language';

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
/** "your ships". */
export const anyShip: ShipSelector = { kind: 'any' };

/** "if you have a … ship firing". */
export const firing = (ship: ShipSelector) => ({ when: 'firing', ship }) as const;
/** "if you have a … ship defending". */
export const defending = (ship: ShipSelector) => ({ when: 'defending', ship }) as const;

type Condition = Pick<TacticBonus, 'when' | 'ship'>;

/** "ATTACK bonus +n if …". */
export const attackBonus = (amount: number, condition: Condition): TacticBonus => ({
  to: 'attack',
  amount,
  ...condition,
});
/** "DEFENSE bonus +n if …". */
export const defenseBonus = (amount: number, condition: Condition): TacticBonus => ({
  to: 'defense',
  amount,
  ...condition,
});
/** "ATTACK bonus +n for each of your ships firing". */
export const attackBonusEach = (amount: number, condition: Condition): TacticBonus => ({
  ...attackBonus(amount, condition),
  each: true,
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

/** A tactic's text as printed, with the attribute damage of its damage marker (the card's attribute boxes). */
export interface TacticSpec extends Omit<TacticText, 'bonuses'> {
  readonly bonuses?: ReadonlyArray<TacticBonus>;
  /** As a damage marker: "RANGE -1, WEAPONS -2, SHIELDS -1" (the printed boxes). */
  readonly damage: Readonly<Partial<Record<ShipAttribute, number>>>;
}

const ATTRIBUTES: ReadonlyArray<ShipAttribute> = ['RANGE', 'WEAPONS', 'SHIELDS'];

// Rulebook 7.5.1 DAMAGE: "the ship or facility suffers any attribute damage indicated by the damage marker"; Rulings
// "cumulative": copies of the same damage marker are cumulative
/** A [Tactic] card's text: its tactic, and its attribute damage as modifiers of the card it is placed on. */
export const tactic = (blueprint: BlueprintId, spec: TacticSpec): CardText => {
  const { damage, bonuses, ...rest } = spec;
  return {
    blueprint,
    tactic: { ...rest, bonuses: bonuses ?? [] },
    whileInPlay: ATTRIBUTES.filter((a) => (damage[a] ?? 0) !== 0).map((a) =>
      modify('host', attribute(a), 'add', damage[a] as number),
    ),
    cumulative: true,
  };
};
