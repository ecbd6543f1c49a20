// Constructors that make dilemma declarations read like the printed text: `unless(requires(skill('MEDICAL')), …)`.
import type { Affiliation, Attribute, Requirement, ShipAttribute } from '../blueprint';
import type {
  CardFilter,
  Chooser,
  Condition,
  Count,
  DilemmaShip,
  Effect,
  Payment,
  Pool,
  Selection,
} from './dilemma-language';
import type { ProbeCardFate, ProbeIcon, ProbeOutcome } from './language';

// -------------------------------------------------------------------------------------
// constructors: requirements (Rulebook "Using Skills")
// -------------------------------------------------------------------------------------

/** `3 SECURITY` is `skill('SECURITY', 3)`. */
export const skill = (name: string, count = 1): Requirement => ({ kind: 'skill', skill: name, count });

/** `STRENGTH>40`; `STRENGTH>27 from up to four personnel` is `above('STRENGTH', 27, 4)`. */
export const above = (attribute: Attribute | ShipAttribute, value: number, fromUpTo?: number): Requirement =>
  fromUpTo === undefined
    ? { kind: 'attribute', attribute, greaterThan: value }
    : { kind: 'attribute', attribute, greaterThan: value, fromUpTo };

/** `INTEGRITY<5`. */
export const below = (attribute: Attribute | ShipAttribute, value: number): Requirement => ({
  kind: 'attributeBelow',
  attribute,
  lessThan: value,
});

/** `{Lwaxana Troi}`, `{thermal deflectors}`: a card of that title present. */
export const card = (title: string): Requirement => ({ kind: 'card', title });

/** `a {disruptor}`, `android`: a personnel or another card present with the characteristic (Rulebook "Characteristics"). */
export const a = (characteristic: string): Requirement => ({ kind: 'characteristic', name: characteristic });

/** `total CUNNING + STRENGTH>68`. */
export const totalAbove = (attributes: ReadonlyArray<Attribute>, value: number): Requirement => ({
  kind: 'attributeSum',
  attributes,
  greaterThan: value,
});

/** `{any Scotty}`: any version of the persona present (Rulings "any"). */
export const anyVersionOf = (name: string): Requirement => ({ kind: 'persona', name });

/** `A and B`, `A, B and C`. */
export const all = (...of: ReadonlyArray<Requirement>): Requirement => ({ kind: 'all', of });

/** `A OR B`. */
export const either = (...of: ReadonlyArray<Requirement>): Requirement => ({ kind: 'any', of });

// -------------------------------------------------------------------------------------
// constructors: conditions and filters
// -------------------------------------------------------------------------------------

/** The team (or the named selection) meets the requirement. */
export const requires = (requirement: Requirement, of?: string): Condition =>
  of === undefined ? { kind: 'requires', requirement } : { kind: 'requires', requirement, of };

/** At least `n` team personnel match. */
export const atLeast = (n: number, filter: CardFilter): Condition => ({ kind: 'count', filter, atLeast: n });

/** "If Away Team's Greed>Honor": the team has more of `skill` than of `than`. */
export const moreSkill = (skill: string, than: string): Condition => ({ kind: 'moreSkill', skill, than });

export const and = (...of: ReadonlyArray<Condition>): Condition => ({ kind: 'and', of });
export const or = (...of: ReadonlyArray<Condition>): Condition => ({ kind: 'or', of });

export const characteristic = (name: string): CardFilter => ({ kind: 'characteristic', name });
export const hasSkill = (name: string): CardFilter => ({ kind: 'skill', skill: name });
export const alone = (requirement: Requirement): CardFilter => ({ kind: 'meets', requirement });
export const ofType = (type: Extract<CardFilter, { kind: 'cardType' }>['type']): CardFilter => ({
  kind: 'cardType',
  type,
});
export const not = (filter: CardFilter): CardFilter => ({ kind: 'not', filter });
/** "killed if odd": the attribute is an odd number. */
export const odd = (attribute: Attribute): CardFilter => ({ kind: 'odd', attribute });
/** A printed icon: `icon('Holo')` for "[Holo] personnel", `icon('Def')` for "[Def] Borg". */
export const icon = (name: string): CardFilter => ({ kind: 'icon', icon: name });
/** `[Univ]`: printed universal (Rulebook "Universal"). */
export const universal: CardFilter = { kind: 'universal' };
/** `[Kli]`: of that affiliation (printed, or current in play). */
export const affiliation = (name: Affiliation): CardFilter => ({ kind: 'affiliation', name });
/** `{Ferengi Whip}`: of that exact title. */
export const titled = (title: string): CardFilter => ({ kind: 'titled', title });
export const anyOf = (...of: ReadonlyArray<CardFilter>): CardFilter => ({ kind: 'anyOf', of });
export const allOf = (...of: ReadonlyArray<CardFilter>): CardFilter => ({ kind: 'allOf', of });

// -------------------------------------------------------------------------------------
// constructors: pools and selections (Rulebook "Random selection", 12.5 Ties)
// -------------------------------------------------------------------------------------

export const team: Pool = { kind: 'team' };
export const selection = (name: string): Pool => ({ kind: 'selection', name });
/** Every card but personnel present with the team, the encountering player's ("Equipment and Artifacts in Away Team"). */
export const withTeam: Pool = { kind: 'withTeam' };
/** The encountering player's hand ("one card (random selection) from your hand"). */
export const yourHand: Pool = { kind: 'hand' };

export const everyone: Selection = { kind: 'all' };
export const random = (count: Count): Selection => ({ kind: 'random', count });
export const chosenBy = (by: Chooser, count = 1): Selection => ({ kind: 'choice', by, count });
/** "any number of … (opponent's choice)". */
export const anyNumberChosenBy = (by: Chooser): Selection => ({ kind: 'anyNumber', by });
export const highest = (attribute: Attribute | 'total', count: number, ties: Chooser): Selection => ({
  kind: 'highest',
  attribute,
  count,
  ties,
});

export const closest = (
  attribute: Attribute | 'total',
  to: number,
  count: number,
  ties: Chooser,
): Selection => ({
  kind: 'closest',
  attribute,
  to,
  count,
  ties,
});

// -------------------------------------------------------------------------------------
// constructors: effects
// -------------------------------------------------------------------------------------

/** Names the cards picked from the team (or `from`) as `as`. */
export const select = (
  as: string,
  how: Selection,
  options: { readonly from?: Pool; readonly filter?: CardFilter } = {},
): Effect =>
  options.filter === undefined
    ? { type: 'select', as, from: options.from ?? team, how }
    : { type: 'select', as, from: options.from ?? team, filter: options.filter, how };

export const target = (filter: CardFilter): Effect => ({ type: 'target', filter });
export const kill = (who: string): Effect => ({ type: 'kill', who });
export const discard = (who: string): Effect => ({ type: 'discard', who });
export const stop = (who: string): Effect => ({ type: 'stop', who });
/** "Subtract X from your total score, where X=the number of …": one point per card of the selection. */
/** "Subtract X from your total score, where X=the number of personnel in …": one point lost per selected card. */
export const losePointsFor = (who: string): Effect => ({
  type: 'score',
  points: { perCardOf: who, each: -1 },
});
/** "Score bonus points", "earn points": the dilemma's point box, earned by its text. */
export const scoreBonusPoints: Effect = { type: 'score', points: 'pointBox' };
export const returnToHand = (who: string): Effect => ({ type: 'returnToHand', who });
/** "Beam up", "they beam back": the selection goes aboard a ship or facility of theirs here (your choice). */
export const board = (who: string): Effect => ({ type: 'board', who });
/** "Opponent immediately controls ship and crew until 'stopped'" (Rulebook 12.3 Control). */
export const opponentControls = (who: string): Effect => ({ type: 'control', who });
/** "Mission attempt ends": the attempt stops here, nobody stopped. */
export const endAttempt: Effect = { type: 'endAttempt' };
/**
 * "Is relocated to nearest planet with no personnel on surface" (Rulebook 12.6, L1249): the selection `who` moves
 * there (or to the furthest planet, "runs off … to furthest planet"); the cards moved are named `as`.
 */
export const relocate = (
  who: string,
  to: 'furthestPlanet' | 'nearestPlanetWithNoPersonnel',
  options: { readonly as?: string } = {},
): Effect => ({ type: 'relocate', who, to, ...options });
/** On a planet surface: those who did not beam up. */
export const onPlanet: CardFilter = { kind: 'onPlanet' };
/** "Replenish from top of draw deck": the encountering player draws one card for each card of the selection. */
export const drawAsManyAs = (who: string): Effect => ({ type: 'draw', count: { perCardOf: who } });

export const unless = (condition: Condition, then: ReadonlyArray<Effect>, orPay?: Payment): Effect =>
  orPay === undefined ? { type: 'unless', condition, then } : { type: 'unless', condition, orPay, then };

/** "… unless you pay": the only way past is discarding one matching card of the pool (your choice). */
export const unlessPaid = (orPay: Payment, then: ReadonlyArray<Effect>): Effect => ({
  type: 'unless',
  orPay,
  then,
});

/** "If …, …. Otherwise, …": the effects of the branch the condition picks (no requirement met or failed). */
export const ifElse = (
  condition: Condition,
  then: ReadonlyArray<Effect>,
  otherwise: ReadonlyArray<Effect> = [],
): Effect => ({ type: 'branch', condition, then, otherwise });
export const toGetPast = (condition: Condition): Effect => ({ type: 'toGetPast', condition });
export const nullify = (condition: Condition): Effect => ({ type: 'nullify', condition });
export const cure = (condition: Condition): Effect => ({ type: 'cure', condition });
export const placeOn = (on: 'ship' | 'mission'): Effect => ({ type: 'place', on });
/** "Ship is damaged": rotation (or tactics) damage to the dilemma's ship (Rulebook 7.5.1). */
export const damage = (what: DilemmaShip): Effect => ({ type: 'damage', what });
/** "Ship is destroyed", "sucked in and destroyed": the dilemma's ship destroyed, its crew killed (10.2.1). */
export const destroy = (what: DilemmaShip): Effect => ({ type: 'destroy', what });
/** "RANGE reduced by 1": the dilemma's ship's attribute changed by `by`, a lasting modifier (Rulebook 12.11). */
export const modify = (what: DilemmaShip, attribute: ShipAttribute, by: number): Effect => ({
  type: 'modify',
  what,
  attribute,
  by,
});
/** "If reduced to 0": the dilemma's ship's attribute is at most `value`. */
export const shipAttributeAtMost = (attribute: ShipAttribute, value: number): Condition => ({
  kind: 'shipAttributeAtMost',
  attribute,
  value,
});

/**
 * "Immediately probe (then discard probe card): [Event], [Interrupt]: … Otherwise: …" (Rulebook "Probing"): the lines
 * in printed order, then the otherwise clause (absent: probing with no outcome).
 */
export const probe = (
  probeCard: ProbeCardFate,
  outcomes: ReadonlyArray<ProbeOutcome<ReadonlyArray<Effect>>>,
  otherwise?: ReadonlyArray<Effect>,
): Effect => ({
  type: 'probe',
  list: otherwise === undefined ? { outcomes, probeCard } : { outcomes, otherwise, probeCard },
});
/** One line of a probe list: its icons and the effects of its outcome. */
export const onIcons = (
  icons: ReadonlyArray<ProbeIcon>,
  outcome: ReadonlyArray<Effect>,
): ProbeOutcome<ReadonlyArray<Effect>> => ({ icons, outcome });

// -------------------------------------------------------------------------------------
// constructors: dilemmas in play (Rulebook "Leaving Play" long-term targets, 10.2 statuses)
// -------------------------------------------------------------------------------------

/** The personnel a dilemma in play affects ("personnel who encountered dilemma"). */
export const affected: Pool = { kind: 'affected' };
/** A disabled personnel (Rulebook 10.2.3). */
export const disabled: CardFilter = { kind: 'disabled' };
/** "Nullified when mission completed". */
export const missionCompleted: Condition = { kind: 'missionCompleted' };
/** "Boarding your outpost": every affected personnel is aboard your outpost. */
export const affectedAboardOutpost: Condition = { kind: 'affectedAboardOutpost' };

/** The placed dilemma affects the selection, keeping it disabled, quarantined or in no status. */
export const affect = (who: string, status: 'disabled' | 'quarantined' | null): Effect => ({
  type: 'affect',
  who,
  status,
});
/** "Held atop mission": the selection is placed under the placed dilemma. */
export const hold = (who: string): Effect => ({ type: 'hold', who });
/** "Is phased": the selection is held under the placed dilemma and leaves the mission attempt. */
export const phased = (who: string): Effect => ({ type: 'hold', who, phased: true });

/**
 * "Opponent may download to this planet up to three different [Univ] Ferengi" (Rulebook "Downloading"): the opponent
 * downloads up to `upTo` cards matching `targets` to the planet here, named `as`; `to: 'siteOrPlanetHere'`: "to one
 * site or planet here" (Sleeper Trap); `to: { planetOf }`: "there", where a named selection is (The Metrons' Arena).
 */
export const opponentDownloadsHere = (
  upTo: number,
  targets: CardFilter,
  options: {
    readonly different?: true;
    readonly as?: string;
    readonly to?: 'siteOrPlanetHere' | { readonly planetOf: string };
  } = {},
): Effect => ({ type: 'download', by: 'opponent', upTo, targets, to: 'here', ...options });

/** "They may initiate battle (if possible)" (Rulebook 7.4): the chooser's cards named `who` may attack the team. */
export const mayBattle = (who: string, by: Chooser): Effect => ({ type: 'battle', who, by });
