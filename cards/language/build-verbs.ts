// Constructors for the general verbs and their selections (cards/language/verb-language.ts, selection-language.ts), so
// that a declaration reads like its printed text: `kill(randomOf(1, aboardOf(theTarget, ofType('Personnel'))))`.
import type {
  CardFilter,
  CardSelection,
  CrewNeed,
  DrawCount,
  DrawDeckEnd,
  DrawDeckSelection,
  Drawer,
  GeneralVerb,
  HostCondition,
  ImmediateEffect,
  ScoredPoints,
  Selection,
  SkillsOf,
  TurnEffect,
  TurnValue,
} from './language';
import type { Option } from './option-language';

// -------------------------------------------------------------------------------------
// constructors: selections
// -------------------------------------------------------------------------------------

/** The card the play targets (the event's ship, for a triggered ability). */
export const theTarget: CardSelection = { kind: 'target' };
/** The card the play targets, when it matches ("OR destroys … all {Rogue Borg} at one location"). */
export const targetIf = (filter: CardFilter): CardSelection => ({ kind: 'target', filter });
/** The card this card plays on. */
export const theHost: CardSelection = { kind: 'host' };
/**
 * Every card in play that matches, anyone's; with `at`, at the spaceline location of the card it selects; with
 * `except`, but the cards it selects ("all other ships at same location").
 */
export const allInPlay = (
  filter: CardFilter,
  options: { readonly at?: CardSelection; readonly except?: CardSelection } = {},
): CardSelection => ({
  kind: 'inPlay',
  filter,
  ...(options.at === undefined ? {} : { at: options.at }),
  ...(options.except === undefined ? {} : { except: options.except }),
});
/** The card whose text it is, while in play. */
export const thisCard: CardSelection = { kind: 'thisCard' };
/** The card whose text it is, when it matches ("Discard after rescue": the pod once empty). */
export const thisCardIf = (filter: CardFilter): CardSelection => ({ kind: 'thisCard', filter });
/** The cards played on those `of` selects (an escape pod's occupants). */
export const playedOnOf = (of: CardSelection): CardSelection => ({ kind: 'playedOn', of });
/** Rulebook "Leaving Play": the cards a selection names but those on or aboard another of them, which leave with it. */
export const outermostOf = (of: CardSelection): CardSelection => ({ kind: 'outermost', of });
/** The seed cards under the mission at the location of the card a selection names ("Everything there"). */
export const seedCardsUnder = (of: CardSelection): CardSelection => ({ kind: 'seedCardsUnder', of });
/** Rulebook 12.11 S.A.M.: the cards in play reducing an attribute of a card a selection names ("cards reducing its attributes"). */
export const cardsReducingAttributesOf = (of: CardSelection): CardSelection => ({
  kind: 'reducingAttributes',
  of,
});
/** Rulebook 12.4: the ship or facility each card a selection names is aboard. */
export const carrierOf = (of: CardSelection): CardSelection => ({ kind: 'carrierOf', of });
/** The first card a selection names (the one card a requirement used). */
export const firstOf = (of: CardSelection): CardSelection => ({ kind: 'first', of });
/** The matching cards aboard the ships or facilities a selection names. */
export const aboardOf = (of: CardSelection, filter: CardFilter): CardSelection => ({
  kind: 'aboard',
  of,
  filter,
});
/** Rulebook 12.4 "Where present": the matching cards present with those a selection names. */
export const presentWithOf = (of: CardSelection, filter: CardFilter): CardSelection => ({
  kind: 'presentWith',
  of,
  filter,
});
/** "your other personnel present": the matching cards present with those a selection names, but those. */
export const othersPresentWithOf = (of: CardSelection, filter: CardFilter): CardSelection => ({
  kind: 'presentWith',
  of,
  filter,
  others: true,
});
/** Rulings "Away Team and crew": the matching members of the Away Team of the personnel a selection names. */
export const awayTeamOf = (of: CardSelection, filter: CardFilter): CardSelection => ({
  kind: 'awayTeamOf',
  of,
  filter,
});
/** Rulebook 12.4: the crew of the ships or facilities a selection names ("saves entire crew"). */
export const crewOf = (of: CardSelection): CardSelection => ({ kind: 'crewOf', of });
/** "ship's Away Teams": its controller's compatible personnel on the planet there (Rulings "Away Team and crew"). */
export const awayTeamsOfShip = (of: CardSelection): CardSelection => ({ kind: 'awayTeamsOfShip', of });
/** Rulebook 7.2: the matching members left of the Away Team or crew that just completed the mission targeted. */
export const teamThatCompleted = (filter: CardFilter): CardSelection => ({ kind: 'completingTeam', filter });
/** The spaceline location of the card a selection names, as the card standing for it (a card placed "here"). */
export const locationOf = (of: CardSelection): CardSelection => ({ kind: 'locationOf', of });
/**
 * Rulebook "Using Skills": the cards the play names among those a selection names, able to act and unstopped, who
 * together have the skills, each one needed ("Stop your Computer Skill and Stellar Cartography aboard").
 */
export const chosenWithSkills = (of: CardSelection, ...skills: ReadonlyArray<string>): CardSelection => ({
  kind: 'chosenWithSkills',
  of,
  skills,
});
/** Rulebook 7.4: the matching cards of the forces of the battle under way ("your ships … in that battle"). */
export const inBattle = (filter: CardFilter): CardSelection => ({ kind: 'inBattle', filter });
/** Rulebook 12.4 Present, 7.4: the matching cards where the battle under way is fought ("all other Klingons present"). */
export const presentAtBattle = (filter: CardFilter): CardSelection => ({ kind: 'presentAtBattle', filter });
/** Rulebook 7.4: "Each Klingon with Honor … one opponent with Treachery": one opposing card for each, the play naming them. */
export const oneOpponentEach = (each: CardFilter, opponent: CardFilter): CardSelection => ({
  kind: 'oneOpponentEach',
  each,
  opponent,
});
/** Rulebook 12.14 "(random selection)": `count` of the cards a selection names, one at a time. */
export const randomOf = (count: number, of: CardSelection): Selection => ({ kind: 'random', count, of });
/** "entire hand": the cards in the hand of the player named as `draw` names one. */
export const handOf = (of: Drawer): CardSelection => ({ kind: 'pile', pile: 'hand', of });
/** "your discard pile", "personnel and/or ships from your discard pile": its cards, top first; those matching `filter`. */
export const discardPileOf = (of: Drawer, filter?: CardFilter): CardSelection =>
  filter === undefined
    ? { kind: 'pile', pile: 'discard', of }
    : { kind: 'pile', pile: 'discard', of, filter };
/** "your draw deck": its cards, top first. */
export const drawDeckOf = (of: Drawer): DrawDeckSelection => ({ kind: 'pile', pile: 'drawDeck', of });
/** "top two cards of …": the first `count` cards a selection names, in its order. */
export const topOf = (count: number, of: CardSelection): CardSelection => ({
  kind: 'pileEnd',
  end: 'top',
  count,
  of,
});
/** "the bottom three … from your discard pile": the last `count` cards a selection names, in its order. */
export const bottomOf = (count: number, of: CardSelection): CardSelection => ({
  kind: 'pileEnd',
  end: 'bottom',
  count,
  of,
});
/** "discard one card …": the one card the play names among those a selection names. */
export const oneChosenOf = (of: CardSelection): CardSelection => ({ kind: 'chosen', of });
/** "guess a card type and point to a card …": the card pointed to among a selection, when guessed correctly. */
export const guessedTypeOf = (of: CardSelection): CardSelection => ({
  kind: 'guessed',
  of,
  guess: 'cardType',
});
/** The cards an earlier `select(as, …)` of the text named. */
export const theSelected = (name: string): CardSelection => ({ kind: 'named', name });

// -------------------------------------------------------------------------------------
// constructors: verbs
// -------------------------------------------------------------------------------------

/** "Kills …": each selected personnel killed. */
export const kill = (select: Selection): GeneralVerb => ({ type: 'kill', select });
/** "Nullifies …", "cancels (discards) …", "destroys (discard) …": each selected card discarded. */
export const discard = (select: Selection): GeneralVerb => ({ type: 'discard', select });
/** "Nullifying …" a card's effect: each selected card discarded if in play, and the lasting effects it created ended. */
export const nullifyEach = (select: Selection): GeneralVerb => ({ type: 'nullify', select });
/** "Destroys …", "explodes …, unless …": each selected card destroyed, but those `unless` spares. */
export const destroy = (select: Selection, unless?: HostCondition): GeneralVerb =>
  unless === undefined ? { type: 'destroy', select } : { type: 'destroy', select, unless };
/** "damages ship", "… without 3 Navigation aboard are damaged": one damage each, but to those `unless` spares. */
export const damage = (select: Selection, unless?: HostCondition): GeneralVerb =>
  unless === undefined ? { type: 'damage', select } : { type: 'damage', select, unless };
/** "repairs …": each selected ship or facility fully repaired. */
export const repair = (select: Selection): GeneralVerb => ({ type: 'repair', select });
/** Rulebook "Compatible": each selected card boards the first of its controller's ships or facilities there it may. */
export const board = (select: Selection): GeneralVerb => ({ type: 'board', select });
/** "it is \"stopped\"": each selected card stopped. */
export const stop = (select: Selection): GeneralVerb => ({ type: 'stop', select });
/** "'Unstops' …": each selected card unstopped (a ship with its crew). */
export const unstop = (select: Selection): GeneralVerb => ({ type: 'unstop', select });
/** "restores … RANGE already used": the RANGE each selected ship used this turn available again. */
export const restoreRange = (select: Selection): GeneralVerb => ({ type: 'restoreRange', select });
/**
 * "Battles crew", "re-attack": the selected cards attack the opposing personnel present with them (Rulebook 7.4), `then`
 * resolved in that battle ("with double STRENGTH").
 */
export const battle = (select: CardSelection, then?: ReadonlyArray<GeneralVerb>): GeneralVerb =>
  then === undefined ? { type: 'battle', select } : { type: 'battle', select, then };
/** "Place on …": each selected card placed on the first card `on` selects (on a random one: `randomOf`). */
export const place = (select: Selection, on: Selection): GeneralVerb => ({ type: 'place', select, on });
/** "Plays on any occupied ship" (there, aboard): each selected card aboard the first ship or facility `aboard` selects. */
export const placeAboard = (select: Selection, aboard: CardSelection): GeneralVerb => ({
  type: 'place',
  select,
  aboard,
});
/** "Place on bottom of draw deck": each selected card to that end of its owner's draw deck. */
export const placeOnDrawDeck = (select: Selection, end: DrawDeckEnd['drawDeck']): GeneralVerb => ({
  type: 'place',
  select,
  onto: { drawDeck: end },
});
/**
 * "Place between two Mission cards. Creates a gap with a span of 4.", "Inserts into spaceline; creates a location (span
 * 2)": each selected card inserted into the spaceline after the play's target, a location of that span.
 */
export const placeIntoSpaceline = (
  select: Selection,
  spot: { readonly span: number; readonly betweenMissions?: true },
): GeneralVerb => ({ type: 'place', select, onto: { spaceline: { afterTarget: true, ...spot } } });
/** "rearrange as desired", "replace in any order": a draw deck's cards back on top in the order its player chooses. */
export const placeOnTopInAnyOrder = (select: DrawDeckSelection): GeneralVerb => ({
  type: 'place',
  select,
  onto: { drawDeck: 'top' },
  inAnyOrder: true,
});
/** "returns to … hand": each selected card to its owner's hand; with `notAgainThisTurn`, not to be played again. */
export const returnToHand = (
  select: Selection,
  options: { readonly notAgainThisTurn?: true } = {},
): GeneralVerb =>
  options.notAgainThisTurn === undefined
    ? { type: 'returnToHand', select }
    : { type: 'returnToHand', select, notAgainThisTurn: true };
/**
 * "That personnel commandeers ship" (Rulebook 12.3 Control, "Commandeering"): the card's player takes control of each;
 * `'itself'`: each becomes self-controlled (Current Rulings "battle": Rogue Borg).
 */
export const control = (select: Selection, by: CardSelection | 'itself'): GeneralVerb =>
  by === 'itself' ? { type: 'control', select, by } : { type: 'control', select, by };
/** "… for this turn": each selected card given a turn effect until the end of the turn. */
export const forThisTurn = (select: Selection, effect: TurnEffect): GeneralVerb => ({
  type: 'forThisTurn',
  select,
  effect,
});
/**
 * "… for this battle": each selected card's values modified until the battle under way ends; `cumulative` as printed
 * (Rulebook 12.9).
 */
export const modifyForThisBattle = (
  select: Selection,
  values: TurnValue | ReadonlyArray<TurnValue>,
  op: 'add' | 'multiply',
  amount: number,
  options: { readonly cumulative?: true } = {},
): GeneralVerb => ({
  type: 'modify',
  select,
  values: 'kind' in values ? [values] : values,
  op,
  amount,
  cumulative: options.cumulative === true,
  duration: 'thisBattle',
});
/** "Draw three new cards", "draw one extra card", "re-draw": the player draws `count` cards. */
export const draw = (who: Drawer, count: DrawCount): GeneralVerb => ({ type: 'draw', who, count });
/** "The same number of cards": one for each card of the named selection. */
export const perCardOf = (name: string): DrawCount => ({ perCardOf: name });
/** "scores N points", "loses N points" (`points` negative), "earn bonus points" (`'pointBox'`: the card's own). */
export const score = (who: Drawer, points: number | ScoredPoints): GeneralVerb => ({
  type: 'score',
  who,
  points,
});
/** "Immediately end your turn": the card's player's turn ends once the action under way is over. */
export const endYourTurn: GeneralVerb = { type: 'endTurn' };

// -------------------------------------------------------------------------------------
// constructors: turn effects
// -------------------------------------------------------------------------------------

/** "It can move double range for this turn": values modified. */
export const modifiedBy = (
  values: TurnValue | SkillsOf | ReadonlyArray<TurnValue | SkillsOf>,
  op: 'add' | 'multiply',
  amount: number,
): TurnEffect => ({ kind: 'modify', values: 'kind' in values ? [values] : values, op, amount });
/** "the skills of …": the printed regular skills of the first card a selection names. */
export const skillsOf = (of: CardSelection): SkillsOf => ({ kind: 'skillsOf', of });
/** "forced to de-cloak for rest of turn". */
export const decloaked: TurnEffect = { kind: 'decloak' };
/** "If 2 Navigation aboard, hides ship …". */
export const hiddenIf = (need: CrewNeed): TurnEffect => ({ kind: 'hide', if: need });
/** "Unless 2 SECURITY aboard, use ship and crew for one turn as your own". */
export const controlledWithCrewUnless = (need: CrewNeed): TurnEffect => ({ kind: 'control', unless: need });
/** "Nullifies attack … for this turn". */
export const attackNullified: TurnEffect = { kind: 'nullifyAttack' };
/** "Allows one ship to pass through {Q-Net}": one passage this turn that a card so titled forbids. */
export const passesThrough = (barrier: string): TurnEffect => ({ kind: 'passThrough', barrier });
/** "… cannot move for the remainder of the turn" (Tetryon Field, Rulings "Tetryon Field"). */
export const mayNotMove: TurnEffect = { kind: 'noMove' };

// -------------------------------------------------------------------------------------
// constructors: choices
// -------------------------------------------------------------------------------------

/**
 * "… OR …": the player whose card it is names one of the options in the play, whose effects run (the verb `option`,
 * shared with the dilemmas: cards/language/option-language.ts).
 */
export const option = (...options: ReadonlyArray<Option<ImmediateEffect>>): ImmediateEffect => ({
  type: 'option',
  by: 'you',
  options,
});

/**
 * "you may …" in a triggered ability (Rulebook 7.2 L705: "after solving Host Metaphasic Shield Test, you may download
 * …"): the card's player names `yes`, and the effects run, or `no` (the verb `option`).
 */
export const may = (...effects: ReadonlyArray<ImmediateEffect>): ImmediateEffect =>
  option({ label: 'yes', effects }, { label: 'no', effects: [] });

/**
 * The general verb `download` in a triggered ability, "download {X} here" (Rulebook "Downloading"): the card's player
 * names one card `targets` describes that they may download, played at once on the planet here (with `may`: "When you
 * solve, may download {Barash} here").
 */
export const downloadHere = (targets: CardFilter): ImmediateEffect => ({
  type: 'download',
  targets,
  to: 'here',
});

/**
 * "draw up to N cards" (Rulebook "Draw"): the card's player names how many they draw, N down to none (the verb
 * `option` over `draw`, its labels `draw N` … `draw 0`).
 */
export const drawUpTo = (n: number): ImmediateEffect =>
  option(
    ...Array.from({ length: n + 1 }, (_, i) => n - i).map((k) => ({
      label: `draw ${k}`,
      effects: k === 0 ? [] : [draw('you', k)],
    })),
  );

/**
 * "Your opponent must … OR …": the opponent of the card's player names one of the options once the card has resolved,
 * whose effects then run (the verb `option`; Raise the Stakes).
 */
export const opponentsOption = (...options: ReadonlyArray<Option<ImmediateEffect>>): ImmediateEffect => ({
  type: 'option',
  by: 'opponent',
  options,
});

/** "forfeit the game", "lose the game": the player `who` names forfeits (Rulebook L331). */
export const forfeit = (who: Drawer): GeneralVerb => ({ type: 'forfeit', who });
