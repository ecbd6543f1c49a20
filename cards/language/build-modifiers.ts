// Constructors for the card text language's static modifiers (cards/language/modifier-language.ts; Rulebook 12.11):
// `modify('yourPersonnelPresent', attribute('STRENGTH'), 'add', 2, { filter: affiliation('Klingon') })`.
import type { Affiliation, Attribute, Requirement, ShipAttribute } from '../blueprint';
import { affiliation, atMissionMatching, classification } from './build-filters';
import type {
  Amount,
  CardFilter,
  Condition,
  LastingEffect,
  MissionValue,
  ModifiedValue,
  Reach,
  TacticValue,
} from './language';

// -------------------------------------------------------------------------------------
// constructors: static modifiers
// -------------------------------------------------------------------------------------

export const attribute = (
  name: Attribute | ShipAttribute,
): Extract<ModifiedValue, { kind: 'attribute' }> => ({
  kind: 'attribute',
  name,
});
export const skill = (name: string): Extract<ModifiedValue, { kind: 'skill' }> => ({ kind: 'skill', name });
/** A value of a ship battle's Tactics (Rulebook 7.4): `draws` in stage 3, the `DEFENSE` bonus in stage 4. */
export const tacticValue = (name: TacticValue): Extract<ModifiedValue, { kind: 'tactic' }> => ({
  kind: 'tactic',
  name,
});
/** "their first-listed skill": one listing of it, an added amount counting listings (Rulebook "Using Skills"). */
export const firstListedSkill: ModifiedValue = { kind: 'listedSkill', name: 'first' };
/** A value of a mission card (Rulebook 7.2 "Solving a Mission"): `points`, what its solver scores. */
export const missionValue = (name: MissionValue): ModifiedValue => ({ kind: 'mission', name });
/** "Attributes all": INTEGRITY, CUNNING and STRENGTH. */
export const allAttributes: ReadonlyArray<ModifiedValue> = [
  attribute('INTEGRITY'),
  attribute('CUNNING'),
  attribute('STRENGTH'),
];

/** A ship's or facility's "attributes all": RANGE, WEAPONS and SHIELDS. */
export const allShipAttributes: ReadonlyArray<ModifiedValue> = [
  attribute('RANGE'),
  attribute('WEAPONS'),
  attribute('SHIELDS'),
];

/** "+2 for each SCIENCE classification personnel aboard". */
export const forEachAboard = (each: number, filter: CardFilter): Amount => ({
  kind: 'perCardAboardHost',
  each,
  filter,
});

/** "if with {Toral}". */
export const ifWith = (filter: CardFilter): Condition => ({ kind: 'presentWith', filter });
/** "if {Kareen Brianon} in play": a matching card anywhere in play, anyone's. */
export const ifInPlay = (filter: CardFilter): Condition => ({ kind: 'inPlay', filter });
/** "If in [GQ]", "At [S]": the card itself matches the filter (Rulebook "Using Skills" L1002: "always on" while it does). */
export const ifItIs = (filter: CardFilter): Condition => ({ kind: 'is', filter });
/** "at {Earth}", "At [CAR]:": the card is at the location of a mission that matches (Rulebook 12.4 "Here"). */
export const ifAt = (filter: CardFilter): Condition => ifItIs(atMissionMatching(filter));
/** "If on a planet": the card is on a planet surface. */
export const ifOnPlanet: Condition = { kind: 'onPlanet' };
/** "Solving player's …", "Once solved, …" (Rulebook 7.2): the mission at the card's location solved. */
export const onceSolved: Condition = { kind: 'solved' };
/** "if a … personnel helps solve" (Rulebook 7.2): a member of the team attempting the mission here matches `filter`. */
export const ifHelpsSolve = (filter: CardFilter): Condition => ({ kind: 'helpsSolve', filter });
/** "if {X} here" (Rulebook 12.4 "Here"): a matching card in play anywhere at the card's location, anyone's. */
export const ifHere = (filter: CardFilter): Condition => ({ kind: 'here', filter });
/** "unless {Divok} is present". */
export const unlessWith = (filter: CardFilter): Condition => ({ kind: 'notPresentWith', filter });
/** "If ship has all 7 personnel types aboard". */
export const ifHostHasAboard = (...classifications: ReadonlyArray<string>): Condition => ({
  kind: 'hostHasAboard',
  classifications,
});

/** "While you have {Miles O'Brien} or a SECURITY-classification personnel aboard". */
export const ifHostHasAboardOne = (filter: CardFilter): Condition => ({ kind: 'hostHasAboardOne', filter });

export const modify = (
  reach: Reach,
  values: ModifiedValue | ReadonlyArray<ModifiedValue>,
  op: 'set' | 'add' | 'multiply',
  amount: Amount,
  options: {
    readonly filter?: CardFilter;
    readonly condition?: Condition;
    readonly during?: 'turnPlayed';
  } = {},
): LastingEffect => ({
  type: 'modify',
  reach,
  values: 'kind' in values ? [values] : values,
  op,
  amount,
  ...options,
});

/**
 * "If with {Captain Kirk}, both are attributes all +2" (Rulebook 12.4 "with": present with): the card itself while
 * present with a matching personnel, and each matching personnel present with it (Mr. Spock, Roberta Lincoln, Gonik,
 * Andrea, Mara, Derran Tal, Durango).
 */
export const bothIfWith = (
  other: CardFilter,
  values: ModifiedValue | ReadonlyArray<ModifiedValue>,
  amount: number,
): ReadonlyArray<LastingEffect> => [
  modify('self', values, 'add', amount, { condition: ifWith(other) }),
  modify('othersPresent', values, 'add', amount, { filter: other }),
];

/**
 * Rulebook "Characteristics", 12.11 S.A.M. "set": "lose their affiliation and are non-aligned personnel": the
 * affiliation of each card reached that matches `filter` (printed data) set to `to`.
 */
export const setAffiliation = (
  reach: Reach,
  to: Affiliation,
  options: { readonly filter?: CardFilter } = {},
): LastingEffect => ({
  type: 'modify',
  reach,
  values: [{ kind: 'characteristic', name: 'affiliation' }],
  op: 'set',
  to,
  ...options,
});

/**
 * Rulebook 7.2, 12.11 S.A.M. "add": "Where present, mission attempts require 2 Leadership": `requirement` added to the
 * mission attempts of the teams with a member reached.
 */
export const addRequirement = (reach: Reach, requirement: Requirement): LastingEffect => ({
  type: 'modify',
  reach,
  values: [{ kind: 'mission', name: 'requirements' }],
  op: 'add',
  requirement,
});

/**
 * README "End of the game", 12.11 S.A.M. "add": the game's `stakes` are `cards` more (Raise the Stakes: "the eventual
 * winner may randomly select and keep one card from loser's 60-card deck").
 */
export const addToStakes = (cards: number): LastingEffect => ({
  type: 'modify',
  reach: 'theGame',
  values: [{ kind: 'game', name: 'stakes' }],
  op: 'add',
  cards,
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
