// Rulebook "Entering Play": the cards in play whose game text is declared (cards/effects), indexed once per card
// state so the static modifiers and lasting rules on the hot path of `legalActions` cost a map lookup when no card
// is concerned. The index is derived from `game.cards` and cached by its identity: nothing is stored in the state.
import * as O from 'fp-ts/Option';
import type { Affiliation, BlueprintId } from '../../cards/blueprint';
import { loadCardDatabase } from '../../cards/database';
import type {
  AbilityOn,
  ActivatedAbility,
  CardText,
  LastingEffect,
  ReplacedEvent,
  Replacement,
  TriggeredAbility,
  When,
} from '../../cards/language/language';
import type { PermissionRule } from '../../cards/language/permission-language';
import { textOf } from '../../cards/registry/card-texts';
import { titleOf } from '../../cards/tribble-cards';
import { cardsInPlayOf, isReferencedBy } from '../cards-in-play/persona';
import type { CardId, CardInstance, GameState, PlayerId } from '../core/game-state';
import { memoizeRecent } from '../core/memo';
import type { Action } from '../core/permissions';
import { declaredAnswersTo, type QueryPoint } from '../core/query-points';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** A declared card in play. */
export interface Source {
  readonly id: CardId;
  readonly title: string;
  readonly controller: PlayerId;
  readonly text: CardText;
}

/** A static modifier of a numeric value (Rulebook 12.11 S.A.M.). */
export type ModifyEffect = Extract<LastingEffect, { readonly type: 'modify'; readonly amount: unknown }>;
/**
 * A static modifier of a value that is not a number: a characteristic set (Rulebook "Characteristics" L1112: the
 * affiliation), a requirement added to mission attempts (Rulebook 7.2).
 */
export type DescriptiveEffect = Exclude<
  Extract<LastingEffect, { readonly type: 'modify' }>,
  ModifyEffect | GameModifierEffect
>;
/** A static modifier of a value of the game itself, which no card carries (README "End of the game": the stakes). */
export type GameModifierEffect = Extract<
  LastingEffect,
  { readonly type: 'modify'; readonly reach: 'theGame' }
>;
export type RuleEffect = Exclude<LastingEffect, { readonly type: 'modify' }>;

/** One static modifier of a card in play. */
export interface ModifierEntry {
  readonly source: Source;
  readonly effect: ModifyEffect;
}

/** One static modifier of a value that is not a number, from a card in play. */
export interface DescriptiveEntry {
  readonly source: Source;
  readonly effect: DescriptiveEffect;
}

/** One static modifier of a value of the game, from a card in play. */
export interface GameModifierEntry {
  readonly source: Source;
  readonly effect: GameModifierEffect;
}

/** One triggered ability of a card in play. */
export interface TriggerEntry<A extends TriggeredAbility = TriggeredAbility> {
  readonly source: Source;
  readonly ability: A;
}

/** One replacement effect of a card in play. */
export interface ReplacementEntry {
  readonly source: Source;
  readonly replacement: Replacement;
}

/** One activated ability of a card in play, and its place in the card's list (`ability`). */
export interface ActivatedEntry {
  readonly source: Source;
  readonly ability: ActivatedAbility;
  readonly index: number;
}

/** One lasting rule of a card in play. */
export interface RuleEntry<R extends RuleEffect = RuleEffect> {
  readonly source: Source;
  readonly effect: R;
}

interface Index {
  /** Static modifiers by the value they change (`valueKey`). */
  readonly modifiers: ReadonlyMap<string, ReadonlyArray<ModifierEntry>>;
  /** The static modifiers of values that are not numbers, by the value they change (`valueKey`). */
  readonly descriptive: ReadonlyMap<string, ReadonlyArray<DescriptiveEntry>>;
  /** The static modifiers of values of the game itself, by the value they change (`valueKey`). */
  readonly game: ReadonlyMap<string, ReadonlyArray<GameModifierEntry>>;
  readonly rules: ReadonlyArray<RuleEntry>;
  /** The permissions and prohibitions by type and action (`permissionKey`). */
  readonly permissions: ReadonlyMap<string, ReadonlyArray<RuleEntry>>;
  /**
   * The lasting rules that answer a query point, by the point's name (the `declaredBy` of its answers), each point's
   * found on its first question: a cache of this index, not state.
   */
  readonly answering: Map<string, ReadonlyArray<RuleEntry>>;
  /** `<player>\0<affiliation>\0<affiliation>` for each pair a card in play lets that player mix, both ways round. */
  readonly mixes: ReadonlySet<string>;
  /** The triggered abilities by the event they answer, in the order of the cards in play. */
  readonly triggers: ReadonlyMap<string, ReadonlyArray<TriggerEntry>>;
  /** The activated abilities, in the order of the cards in play. */
  readonly activated: ReadonlyArray<ActivatedEntry>;
  /** The replacement effects by the event they replace, in the order of the cards in play. */
  readonly replacements: ReadonlyMap<string, ReadonlyArray<ReplacementEntry>>;
}

// -------------------------------------------------------------------------------------
// constructors
// -------------------------------------------------------------------------------------

/**
 * The key of a modified value in the index, e.g. `skill:MEDICAL`, `attribute:STRENGTH`.
 * @category constructors
 */
export const valueKey = (value: { readonly kind: string; readonly name: string }): string =>
  `${value.kind}:${value.name}`;

/**
 * The key of a pair of affiliations a player may mix.
 * @category constructors
 */
export const mixKey = (player: PlayerId, a: Affiliation, b: Affiliation): string => `${player}\0${a}\0${b}`;

/**
 * The key of the permissions or prohibitions of one action in the index, e.g. `prevent:beam`.
 * @category constructors
 */
export const permissionKey = (type: PermissionRule['type'], action: Action): string => `${type}:${action}`;

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

const textByBlueprint = new Map<BlueprintId, O.Option<CardText>>();
const NO_RULES: ReadonlyArray<RuleEntry> = [];
const NO_TRIGGERS: ReadonlyArray<TriggerEntry> = [];
const NO_DESCRIPTIVE: ReadonlyArray<DescriptiveEntry> = [];
const NO_GAME_MODIFIERS: ReadonlyArray<GameModifierEntry> = [];
const NO_REPLACEMENTS: ReadonlyArray<ReplacementEntry> = [];

/**
 * The declared text of a printing (memoised by blueprint id), none when undeclared.
 * @category operations
 */
export const declaredText = (blueprint: BlueprintId): O.Option<CardText> => {
  let text = textByBlueprint.get(blueprint);
  if (text === undefined) {
    text = textOf(loadCardDatabase().blueprint(blueprint));
    textByBlueprint.set(blueprint, text);
  }
  return text;
};

// the index under construction: `entry` last in the list of `key`
const append = <V>(lists: Map<string, V[]>, key: string, entry: V): void => {
  const list = lists.get(key);
  if (list === undefined) lists.set(key, [entry]);
  else list.push(entry);
};

const indexOf = memoizeRecent((cards: GameState['cards']): Index => {
  const modifiers = new Map<string, ModifierEntry[]>();
  const descriptive = new Map<string, DescriptiveEntry[]>();
  const gameModifiers = new Map<string, GameModifierEntry[]>();
  const rules: RuleEntry[] = [];
  const triggers = new Map<string, TriggerEntry[]>();
  const activated: ActivatedEntry[] = [];
  const replacements = new Map<string, ReplacementEntry[]>();
  const mixes = new Set<string>();
  const declared: { readonly card: CardInstance; readonly text: CardText }[] = [];
  // "while in play, nullifies {Static Warp Bubble}": the titles cards in play nullify (colon rule, 12.10)
  const nullified: string[] = [];
  for (const card of cardsInPlayOf(cards)) {
    const text = declaredText(card.blueprint);
    if (
      O.isNone(text) ||
      (text.value.whileInPlay === undefined &&
        text.value.triggers === undefined &&
        text.value.activated === undefined &&
        text.value.replacements === undefined)
    )
      continue;
    declared.push({ card, text: text.value });
    for (const effect of text.value.whileInPlay ?? [])
      if (effect.type === 'nullify' && effect.where === undefined) nullified.push(...effect.titles);
  }
  for (const { card, text } of declared) {
    const blueprint = loadCardDatabase().blueprint(card.blueprint);
    if (nullified.some((t) => isReferencedBy(t)(blueprint))) continue;
    // Rulebook 12.9 Cumulative: copies share a title (a tribble card's without its power, cards/tribble-cards.ts)
    const source: Source = { id: card.id, title: titleOf(blueprint), controller: card.controller, text };
    for (const ability of text.triggers ?? []) append(triggers, ability.when.event, { source, ability });
    for (const replacement of text.replacements ?? [])
      append(replacements, replacement.instead.event, { source, replacement });
    (text.activated ?? []).forEach((ability, index) => {
      activated.push({ source, ability, index });
    });
    for (const effect of text.whileInPlay ?? []) {
      if (effect.type === 'modify' && effect.reach === 'theGame') {
        append(gameModifiers, valueKey(effect.values[0]), { source, effect });
      } else if (effect.type === 'modify' && !('amount' in effect)) {
        append(descriptive, valueKey(effect.values[0]), { source, effect });
      } else if (effect.type === 'modify')
        for (const value of effect.values) append(modifiers, valueKey(value), { source, effect });
      else rules.push({ source, effect });
      if (effect.type === 'mix') {
        const [a, b] = effect.affiliations;
        mixes.add(mixKey(card.controller, a, b)).add(mixKey(card.controller, b, a));
      }
    }
  }
  const permissions = new Map<string, RuleEntry[]>();
  for (const rule of rules)
    if ('action' in rule.effect)
      append(permissions, permissionKey(rule.effect.type, rule.effect.action), rule);
  return {
    modifiers,
    descriptive,
    game: gameModifiers,
    rules,
    permissions,
    answering: new Map(),
    mixes,
    triggers,
    activated,
    replacements,
  };
});

/**
 * The declared cards in play and their static modifiers and lasting rules, derived from `game.cards` (once per
 * `cards` object).
 * @category operations
 */
export const inPlayIndex = (game: GameState): Index => indexOf(game.cards);

/**
 * The prevent (or allow) rules of one action from the declared cards in play, in the order of the cards in play.
 * @category operations
 */
export const permissionsInPlay =
  <T extends PermissionRule['type']>(type: T, action: Action) =>
  (game: GameState): ReadonlyArray<RuleEntry<Extract<PermissionRule, { readonly type: T }>>> =>
    (inPlayIndex(game).permissions.get(permissionKey(type, action)) ?? NO_RULES) as ReadonlyArray<
      RuleEntry<Extract<PermissionRule, { readonly type: T }>>
    >;

/**
 * The static modifiers of one value that is not a number (`valueKey`) from the declared cards in play, in the order of
 * the cards in play.
 * @category operations
 */
export const descriptiveModifiersInPlay =
  (key: string) =>
  (game: GameState): ReadonlyArray<DescriptiveEntry> =>
    inPlayIndex(game).descriptive.get(key) ?? NO_DESCRIPTIVE;

/**
 * The static modifiers of one value of the game itself (`valueKey`) from the declared cards in play, in the order of
 * the cards in play.
 * @category operations
 */
export const gameModifiersInPlay =
  (key: string) =>
  (game: GameState): ReadonlyArray<GameModifierEntry> =>
    inPlayIndex(game).game.get(key) ?? NO_GAME_MODIFIERS;

/**
 * The triggered abilities on events of one type from the declared cards in play, in the order of the cards in play.
 * @category operations
 */
export const triggersInPlay =
  <E extends When['event']>(event: E) =>
  (game: GameState): ReadonlyArray<TriggerEntry<AbilityOn<E>>> =>
    (inPlayIndex(game).triggers.get(event) ?? NO_TRIGGERS) as ReadonlyArray<TriggerEntry<AbilityOn<E>>>;

/**
 * The replacement effects of one event from the declared cards in play, in the order of the cards in play.
 * @category operations
 */
export const replacementsInPlay =
  (event: ReplacedEvent['event']) =>
  (game: GameState): ReadonlyArray<ReplacementEntry> =>
    inPlayIndex(game).replacements.get(event) ?? NO_REPLACEMENTS;

/**
 * The activated abilities of the declared cards in play, in the order of the cards in play.
 * @category operations
 */
export const activatedInPlay = (game: GameState): ReadonlyArray<ActivatedEntry> =>
  inPlayIndex(game).activated;

// ARCHITECTURE principle 6, issue #14: the cards that answer a chapter's question are found by the question
/**
 * The lasting rules of the declared cards in play that answer a query point (those its answers' `declaredBy` accept),
 * in the order of the cards in play: found once per card state and point, none when no card in play answers it.
 * @category operations
 */
export const answeringInPlay =
  <S, A>(point: QueryPoint<S, A>) =>
  (game: GameState): ReadonlyArray<RuleEntry> => {
    const index = inPlayIndex(game);
    let entries = index.answering.get(point.name);
    if (entries === undefined) {
      const tests = declaredAnswersTo(point);
      const found = index.rules.filter(({ effect }) => tests.some((declares) => declares(effect)));
      entries = found.length === 0 ? NO_RULES : found;
      index.answering.set(point.name, entries);
    }
    return entries;
  };

// Rulebook 12.9 Cumulative: copies of a card not marked cumulative do not add up
/**
 * The entries kept once per title, the first of each (every copy of a cumulative card): the copies in play that act
 * when copies not marked cumulative act once.
 * @category operations
 */
export const oncePerTitle = <R extends { readonly source: Source }>(
  entries: ReadonlyArray<R>,
): ReadonlyArray<R> => {
  const titles = new Set<string>();
  return entries.filter((entry) => {
    if (entry.source.text.cumulative === true) return true;
    if (titles.has(entry.source.title)) return false;
    titles.add(entry.source.title);
    return true;
  });
};
