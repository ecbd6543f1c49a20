// Constructors that make card text declarations read like the printed text:
// `modify('yourPersonnelPresent', attribute('STRENGTH'), 'add', 2, { filter: affiliation('Klingon') })`.
import type { Affiliation, Attribute, CardType, FacilityKind, ShipAttribute } from '../blueprint';
import type {
  Amount,
  CardFilter,
  Condition,
  CrewNeed,
  EarnedEffect,
  EndOfTurnEffect,
  HostCondition,
  ImmediateEffect,
  LastingEffect,
  ModifiedValue,
  Placement,
  PlayRequirement,
  PrintedPersonnel,
  Reach,
  Sight,
  TurnSpec,
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
export const missionType = (type: 'planet' | 'space'): CardFilter => ({
  kind: 'missionType',
  missionType: type,
});
export const missionOf = (affiliation: Affiliation): CardFilter => ({ kind: 'missionOf', affiliation });
export const followedOnSpaceline: CardFilter = { kind: 'followedOnSpaceline' };
export const equipped = (equipment: string): CardFilter => ({ kind: 'equipped', equipment });
export const cloaked: CardFilter = { kind: 'cloaked' };
export const inOrbit: CardFilter = { kind: 'inOrbit' };
export const empty: CardFilter = { kind: 'empty' };
export const atOwnersOutpost: CardFilter = { kind: 'atOwnersOutpost' };
export const inOrbitWith = (filter: CardFilter): CardFilter => ({ kind: 'inOrbitWith', filter });
export const inAwayTeam: CardFilter = { kind: 'inAwayTeam' };
export const staffingIcons = (atLeast: number): CardFilter => ({ kind: 'staffingIcons', atLeast });
export const atMission = (icon: 'planet' | 'space'): CardFilter => ({ kind: 'atMission', icon });
export const mayReturnToOutpost = (affiliation: Affiliation): CardFilter => ({
  kind: 'mayReturnToOutpost',
  affiliation,
});
export const characteristic = (name: string): CardFilter => ({ kind: 'characteristic', name });
export const universal: CardFilter = { kind: 'universal' };
export const mayCommandeer: CardFilter = { kind: 'mayCommandeer' };
export const unopposed: CardFilter = { kind: 'unopposed' };
export const isAboard = (filter: CardFilter): CardFilter => ({ kind: 'aboard', filter });
export const opponents: CardFilter = { kind: 'opponents' };
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
/** "unless {Divok} is present". */
export const unlessWith = (filter: CardFilter): Condition => ({ kind: 'notPresentWith', filter });
/** "If ship has all 7 personnel types aboard". */
export const ifHostHasAboard = (...classifications: ReadonlyArray<string>): Condition => ({
  kind: 'hostHasAboard',
  classifications,
});

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

/** "unless 2 Diplomacy aboard". */
export const aboard = (skill: string, count = 1): CrewNeed => ({ skill, count });

export const atEndOfTurn = (when: TurnSpec, ...effects: ReadonlyArray<EndOfTurnEffect>): LastingEffect => ({
  type: 'atEndOfTurn',
  when,
  effects,
});
export const yourTurn: TurnSpec = { kind: 'yourTurn' };
export const nextTurnOf = (whose: 'you' | 'hostOwner'): TurnSpec => ({ kind: 'nextTurnOf', whose });
export const fullTurnOf = (nth: number): TurnSpec => ({ kind: 'fullTurnOf', nth });
export const eachTurnOf = (whose: 'you' | 'tablePlayer'): TurnSpec => ({ kind: 'each', whose });
/** "at end of next turn and continues … each turn". */
export const eachTurnAfterPlayed: TurnSpec = { kind: 'eachAfterPlayed' };

export const killAllPersonnel: EndOfTurnEffect = { type: 'killAllPersonnel' };
export const destroyHost = (unless?: HostCondition): EndOfTurnEffect =>
  unless === undefined ? { type: 'destroyHost' } : { type: 'destroyHost', unless };
export const unlessCrewHas = (need: CrewNeed): HostCondition => ({ kind: 'crewHas', need });
/** "SECURITY puts it out": the crew aboard the card it plays on has the skill. */
export const crewHas = (need: CrewNeed): HostCondition => ({ kind: 'crewHas', need });
export const unlessAbove = (attribute: ShipAttribute, value: number): HostCondition => ({
  kind: 'attributeAbove',
  attribute,
  value,
});
export const damageOtherShipsHere = (shieldsBelow: number): EndOfTurnEffect => ({
  type: 'damageOtherShipsHere',
  shieldsBelow,
});
export const drawAtEndOfTurn = (whose: 'you' | 'tablePlayer', count: number): EndOfTurnEffect => ({
  type: 'draw',
  whose,
  count,
});
export const discardSelf: EndOfTurnEffect = { type: 'discardSelf' };
/** "SECURITY puts it out": discarded when the card it plays on meets the condition. */
export const discardSelfIf = (condition: HostCondition): EndOfTurnEffect => ({
  type: 'discardSelf',
  if: condition,
});
export const damageHost: EndOfTurnEffect = { type: 'damageHost' };

export const noInterrupts = (...except: ReadonlyArray<string>): LastingEffect => ({
  type: 'noInterrupts',
  except,
});
export const extraCardPlayOrDraw: LastingEffect = { type: 'extraCardPlayOrDraw' };
export const opponentDiscardsBeforeEndingTurn: LastingEffect = { type: 'opponentDiscardsBeforeEndingTurn' };
export const nullifiesWhileInPlay = (title: string): LastingEffect => ({ type: 'nullifies', title });
export const handsExposed: LastingEffect = { type: 'handsExposed' };
export const beamingQuota = (personnelPerTurn: number): LastingEffect => ({
  type: 'beamingQuota',
  personnelPerTurn,
});
export const preventsBeamingWhileFaceUp: LastingEffect = { type: 'preventsBeamingWhileFaceUp' };
export const flipsOnceEachTurn: LastingEffect = { type: 'flipsOnceEachTurn' };

/** 10 Tribbles: "Each Klingon present … unless {Divok} is present, loses their first-listed skill." */
export const eachPresentLosesFirstListedSkill = (
  options: { readonly filter?: CardFilter; readonly condition?: Condition } = {},
): LastingEffect => ({ type: 'losesFirstListedSkill', ...options });

/** 1 Tribble: "Once every turn, may "stop" one personnel present (random selection)." */
export const stopsRandomPersonnelPresentOnceEachTurn: LastingEffect = {
  type: 'stopsRandomPersonnelPresentOnceEachTurn',
};
export const unlimitedBeamingThrough = (...titles: ReadonlyArray<string>): LastingEffect => ({
  type: 'unlimitedBeamingThrough',
  titles,
});
export const blocksPassageToNext = (unless: CrewNeed): LastingEffect => ({
  type: 'blocksPassageToNext',
  unless,
});
export const mustStopHere = (unless: CrewNeed): LastingEffect => ({ type: 'mustStopHere', unless });
export const damagesPassingShips: LastingEffect = { type: 'damagesPassingShips' };
export const shipsWrapAroundSpaceline: LastingEffect = { type: 'shipsWrapAroundSpaceline' };
export const hologramsMayExist: LastingEffect = { type: 'hologramsMayExist' };
export const mayAttemptHost = (affiliation: Affiliation): LastingEffect => ({
  type: 'mayAttemptHost',
  affiliation,
});
export const discardWhenHostCompleted: LastingEffect = { type: 'discardWhenHostCompleted' };
export const soongTypeAndroids: PrintedPersonnel = { kind: 'soongTypeAndroid' };
export const personnelTitled = (title: string): PrintedPersonnel => ({ kind: 'title', title });
/** "all Soong-type androids … and {Exocomps} lose their affiliation and are non-aligned personnel". */
export const overrideAffiliation = (
  affiliation: Affiliation,
  ...personnel: ReadonlyArray<PrintedPersonnel>
): LastingEffect => ({ type: 'overridesAffiliation', affiliation, personnel });
/** "Any player who plays {Amanda Rogers}, {Kevin Uxbridge} or {Q2} loses 5 points". */
export const penalizesPlaying = (points: number, ...titles: ReadonlyArray<string>): LastingEffect => ({
  type: 'penalizesPlaying',
  titles,
  points,
});
/** "Whenever any crew or Away Team finishes a mission attempt (whether successful or not), it is 'stopped.'" */
export const stopsTeamsFinishingAttempts: LastingEffect = { type: 'stopsTeamsFinishingAttempts' };
/** "No player may … download any card". */
export const noDownloads: LastingEffect = { type: 'noDownloads' };

/**
 * "Your shuttlecraft may … be loaded, carried, and launched by your ships with Tractor Beam and ENGINEER aboard".
 */
export const carriesShips = (
  carried: CardFilter | 'self',
  carrier: CardFilter | 'self',
  options: { readonly tractorBeam?: boolean; readonly carrierCrewHas?: CrewNeed } = {},
): LastingEffect => ({
  type: 'carriesShips',
  carried,
  carrier,
  tractorBeam: options.tractorBeam === true,
  ...(options.carrierCrewHas === undefined ? {} : { carrierCrewHas: options.carrierCrewHas }),
});
/** "May be reported aboard … your Borg cubes"; "Kazon shuttlecraft may report … aboard". */
export const reportsAboard = (ship: CardFilter | 'self', carrier: CardFilter | 'self'): LastingEffect => ({
  type: 'reportsAboard',
  ship,
  carrier,
});
/** "Your shuttlecraft may take off and land (using full RANGE)"; "may use 2 RANGE to land or take off once each turn". */
export const shipsMayLand = (
  ships: CardFilter,
  range: number | 'full',
  limit?: 'onceEachTurn',
): LastingEffect => ({
  type: 'shipsMayLand',
  ships,
  range,
  ...(limit === undefined ? {} : { limit }),
});
/** "Phasing Cloak (RANGE +4 while phased)", on the card itself or ("while aboard your ship") on that ship. */
export const phasingCloak = (on: 'self' | 'yourShipAboard', rangeWhilePhased: number): LastingEffect => ({
  type: 'phasingCloak',
  on,
  rangeWhilePhased,
});

/** "Must have at least four of your ships in play to use." */
export const yourCardsInPlay = (filter: CardFilter, atLeast: number): PlayRequirement => ({
  kind: 'yourCardsInPlay',
  filter,
  atLeast,
});
/** "Plays at the start of your turn." */
export const startOfYourTurn: PlayRequirement = { kind: 'startOfYourTurn' };

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
export const targetCommandeersCarrier: ImmediateEffect = { type: 'targetCommandeersCarrier' };
export const hostMeetsStaffingIcons = (icons: number): LastingEffect => ({
  type: 'hostMeetsStaffingIcons',
  icons,
});
export const lookAt = (sight: Sight): ImmediateEffect => ({ type: 'lookAt', sight });
export const modifyTargetThisTurn = (
  values: ModifiedValue | ReadonlyArray<ModifiedValue>,
  op: 'add' | 'multiply',
  amount: number,
): ImmediateEffect => ({
  type: 'modifyTargetThisTurn',
  values: 'kind' in values ? [values] : values,
  op,
  amount,
});
export const decloakTargetThisTurn: ImmediateEffect = { type: 'decloakTargetThisTurn' };
/** Asteroid Sanctuary: "If 2 Navigation aboard, hides ship to prevent any battle initiated against that ship". */
export const hideTargetThisTurnIf = (need: CrewNeed): ImmediateEffect => ({
  type: 'hideTargetThisTurn',
  if: need,
});
export const gainSkillsOfYourOtherPersonnelPresent: ImmediateEffect = {
  type: 'gainSkillsOfYourOtherPersonnelPresent',
};
/** "Kills everyone in an Away Team without Youth OR CUNNING>7". */
export const killAwayTeamExcept = (skill: string, attribute: Attribute, above: number): ImmediateEffect => ({
  type: 'killAwayTeamExcept',
  skill,
  attribute,
  above,
});
export const destroyRandomEquipmentPresent: ImmediateEffect = { type: 'destroyRandomEquipmentPresent' };
export const takeFromDrawDeck = (count: number): EarnedEffect => ({
  type: 'takeFromDrawDeck',
  count,
});
export const rearrangeOpponentsDrawDeck: ImmediateEffect = { type: 'rearrangeOpponentsDrawDeck' };
export const stopToExamineBottomSeedCard = (...skills: ReadonlyArray<string>): ImmediateEffect => ({
  type: 'stopToExamineBottomSeedCard',
  skills,
});
export const returnTargetToNearestOutpost = (affiliation: Affiliation): ImmediateEffect => ({
  type: 'returnTargetToNearestOutpost',
  affiliation,
});

// -------------------------------------------------------------------------------------
// constructors: decisions put to a player, the game's end
// -------------------------------------------------------------------------------------

/** Raise the Stakes: "Your opponent must forfeit the game OR agree …". */
export const opponentForfeitsOrAgreesStakes: ImmediateEffect = { type: 'opponentForfeitsOrAgreesStakes' };
/** Raise the Stakes: "the eventual winner may randomly select and keep one card from loser's 60-card deck". */
export const winnerKeepsRandomCardOfLoser: LastingEffect = { type: 'winnerKeepsRandomCardOfLoser' };

// -------------------------------------------------------------------------------------
// constructors: Supernova and Tox Uthat
// -------------------------------------------------------------------------------------

/** "{supernova} can be played on later turn": a card played on an earlier turn than this one. */
export const playedOnEarlierTurn: CardFilter = { kind: 'playedOnEarlierTurn' };
/** "Everything there is destroyed (discarded), but leave Mission card underneath for span reference." */
export const destroyEverythingAtTargetMission: ImmediateEffect = { type: 'destroyEverythingAtTargetMission' };
/** "Discard after use.": the card of yours in play that was used. */
export const discardYourCardInPlay = (filter: CardFilter): ImmediateEffect => ({
  type: 'discardYourCardInPlay',
  filter,
});
/** Supernova: its mission may no longer be attempted. */
export const preventsAttemptingHost: LastingEffect = { type: 'preventsAttemptingHost' };

// -------------------------------------------------------------------------------------
// constructors: ships that disappear for a while
// -------------------------------------------------------------------------------------

/** Temporal Rift: "Ship disappears. When countdown expires, ship reappears here." */
export const shipDisappearsUntilCountdownExpires: ImmediateEffect = {
  type: 'targetShipDisappears',
  returns: 'whenCountdownExpires',
};
/** Time Travel Pod: "disappears for up to 5 turns. Pre-announce the return time." */
export const shipDisappearsForAnnouncedTurns = (upTo: number): ImmediateEffect => ({
  type: 'targetShipDisappears',
  returns: { announcedWithin: upTo },
});

// -------------------------------------------------------------------------------------
// constructors: control for a turn
// -------------------------------------------------------------------------------------

/** Neural Servo Device: "Unless 2 SECURITY aboard, use ship and crew for one turn as your own." */
export const controlTargetShipAndCrewThisTurnUnless = (unless: CrewNeed): ImmediateEffect => ({
  type: 'controlTargetShipAndCrewThisTurn',
  unless,
});
/** Telepathic Alien Kidnappers: "At end of each turn, guess a card type and point to a card in your opponent's hand". */
export const guessOpponentsCardAtEndOfEachTurn: LastingEffect = { type: 'guessOpponentsCardAtEndOfEachTurn' };
/** Interphase Generator: "Where present, nullifies {Chalnoth}, … and {Nausicaans} dilemmas." */
export const nullifiesDilemmasWherePresent = (...titles: ReadonlyArray<string>): LastingEffect => ({
  type: 'nullifiesDilemmasWherePresent',
  titles,
});
/** Exocomp: "If aboard ship, can repair damage in two of your full turns, without returning to outpost." */
export const repairsShipAboard = (fullTurns: number): LastingEffect => ({
  type: 'repairsShipAboard',
  fullTurns,
});
