// Constructors that make card text declarations read like the printed text:
// `modify('yourPersonnelPresent', attribute('STRENGTH'), 'add', 2, { filter: affiliation('Klingon') })`.
import type { Affiliation, Attribute, CardType, FacilityKind, ShipAttribute } from '../blueprint';
import type {
  Amount,
  CardFilter,
  Condition,
  ImmediateEffect,
  LastingEffect,
  ModifiedValue,
  Placement,
  Reach,
  Whose,
} from './language';

// -------------------------------------------------------------------------------------
// constructors: filters
// -------------------------------------------------------------------------------------

export const ofType = (type: CardType): CardFilter => ({ kind: 'cardType', type });
export const facility = (facilityKind: FacilityKind): CardFilter => ({ kind: 'facilityKind', facilityKind });
export const classification = (name: string): CardFilter => ({ kind: 'classification', name });
export const hasSkill = (skill: string): CardFilter => ({ kind: 'skill', skill });
export const affiliation = (...of: ReadonlyArray<Affiliation>): CardFilter => ({ kind: 'affiliation', of });
export const yours: CardFilter = { kind: 'yours' };
export const titled = (title: string): CardFilter => ({ kind: 'title', title });
export const not = (filter: CardFilter): CardFilter => ({ kind: 'not', filter });
export const anyOf = (...of: ReadonlyArray<CardFilter>): CardFilter => ({ kind: 'anyOf', of });
export const allOf = (...of: ReadonlyArray<CardFilter>): CardFilter => ({ kind: 'allOf', of });

// -------------------------------------------------------------------------------------
// constructors: static modifiers and lasting rules
// -------------------------------------------------------------------------------------

export const attribute = (name: Attribute | ShipAttribute): ModifiedValue => ({ kind: 'attribute', name });
export const skill = (name: string): ModifiedValue => ({ kind: 'skill', name });
/** "Attributes all": INTEGRITY, CUNNING and STRENGTH. */
export const allAttributes: ReadonlyArray<ModifiedValue> = [
  attribute('INTEGRITY'),
  attribute('CUNNING'),
  attribute('STRENGTH'),
];

/** "+2 for each SCIENCE classification personnel aboard". */
export const forEachAboard = (each: number, filter: CardFilter): Amount => ({
  kind: 'perCardAboardHost',
  each,
  filter,
});

/** "if with {Toral}". */
export const ifWith = (filter: CardFilter): Condition => ({ kind: 'presentWith', filter });

export const modify = (
  reach: Reach,
  values: ModifiedValue | ReadonlyArray<ModifiedValue>,
  op: 'add' | 'multiply',
  amount: Amount,
  options: { readonly filter?: CardFilter; readonly condition?: Condition } = {},
): LastingEffect => ({
  type: 'modify',
  reach,
  values: 'kind' in values ? [values] : values,
  op,
  amount,
  ...options,
});

/** "Gives all of your OFFICER-classification personnel the extra skill of MEDICAL where present". */
export const giveSkillWherePresent = (to: string, extra: string): LastingEffect =>
  modify('yourPersonnelPresent', skill(extra), 'add', 1, { filter: classification(to) });

/** "X use only. Each of your personnel ATTRIBUTE +n where present". */
export const eachOfYourPersonnelPresent = (
  name: Attribute,
  amount: number,
  useOnly: ReadonlyArray<Affiliation>,
): LastingEffect =>
  modify('yourPersonnelPresent', attribute(name), 'add', amount, { filter: affiliation(...useOnly) });

export const mix = (a: Affiliation, b: Affiliation): LastingEffect => ({ type: 'mix', affiliations: [a, b] });
export const reportAnyNumber: LastingEffect = { type: 'reportAnyNumber' };
export const repairShipsStoppingHere = (alsoAffiliation: Affiliation): LastingEffect => ({
  type: 'repairShipsStoppingHere',
  alsoAffiliation,
});

// -------------------------------------------------------------------------------------
// constructors: placement and immediate effects
// -------------------------------------------------------------------------------------

export const onTheTable: Placement = { type: 'table' };
export const onCard = (filter: CardFilter): Placement => ({ type: 'card', filter });
export const onAnyPlayer: Placement = { type: 'player' };
export const noTarget: Placement = { type: 'none' };

export const draw = (whose: Whose, count: number): ImmediateEffect => ({ type: 'draw', whose, count });
export const shuffleDrawDeck = (whose: Whose): ImmediateEffect => ({ type: 'shuffleDrawDeck', whose });
export const handToBottomAndRedraw = (whose: Whose): ImmediateEffect => ({
  type: 'handToBottomAndRedraw',
  whose,
});
export const takeFromDiscard = (filter?: CardFilter): ImmediateEffect =>
  filter === undefined ? { type: 'takeFromDiscard' } : { type: 'takeFromDiscard', filter };
export const discardTarget: ImmediateEffect = { type: 'discardTarget' };
