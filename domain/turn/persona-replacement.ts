// Rulebook "Persona Replacement" (start of turn): before your normal card play, you may exchange a version of a ship
// or personnel persona you own and control in play for another version of it in your hand, for free; it is not a
// card play and not reporting. All replacements of a turn happen at once (one command), and none may add or remove a
// persona from play. Rulings "Persona replacement": cards affecting the first version transfer to the second.
// Not modelled: dual-persona cards replacing two cards at once (Sisters of Duras for Lursa and B'Etor), cards that
// cannot transfer returning to hand; a copy of the same card is not "another version". An [AU] version enters only
// where a card allows it (Rulebook "Entering Play", `isAlternateUniverse`, domain/cards-in-play/alternate-universe.ts: Slingshot Effect).
import * as E from 'fp-ts/Either';
import type { Affiliation, Blueprint } from '../../cards/blueprint';
import { isAlternateUniverse } from '../cards-in-play/alternate-universe';
import { canChangeAffiliation } from '../cards-in-play/compatibility';
import {
  cardsInPlay,
  isCopy,
  isInPlay,
  isSamePersona,
  personaNames,
  titleKey,
} from '../cards-in-play/persona';
import type { DecisionRule } from '../core/decision';
import { recordEvents } from '../core/game-events';
import {
  blueprintOf,
  type CardId,
  type CardInstance,
  cardsIn,
  type GameState,
  moveCard,
  type PlayerId,
  withCard,
} from '../core/game-state';
import { type RuleError, ruleError } from '../core/rule-error';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** One exchange: your `card` in play for `replacement` from your hand, entering in `affiliation`. */
export interface Replacement {
  readonly card: CardId;
  readonly replacement: CardId;
  readonly affiliation: Affiliation | null;
}

/** Replace personas, all at once. */
export interface ReplacePersonas {
  readonly type: 'persona.replace';
  readonly player: PlayerId;
  readonly replacements: ReadonlyArray<Replacement>;
}

/** Keep every persona as it is this turn. */
export interface KeepPersonas {
  readonly type: 'persona.pass';
  readonly player: PlayerId;
}

export type PersonaCommand = ReplacePersonas | KeepPersonas;

const RULE = 'Persona Replacement';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

const keysCache = new WeakMap<Blueprint, string>();

/** The personas a card stands for, as one key: its bold names, or its title without any. */
const personaKey = (card: Blueprint): string => {
  const cached = keysCache.get(card);
  if (cached !== undefined) return cached;
  const versions = personaNames(card).versions;
  const key = (versions.length > 0 ? [...versions].sort() : [titleKey(card.title)]).join(';');
  keysCache.set(card, key);
  return key;
};

const isExchangeable = (card: Blueprint): boolean => card.type === 'Personnel' || card.type === 'Ship';

// Rulebook "Persona Replacement": another version (not a copy) of the same personas, of a ship or personnel
/**
 * Whether `replacement` may replace `card`: both ships or both personnel, versions of exactly the same personas,
 * not copies of each other (whether an [AU] replacement may enter play is `isAlternateUniverse`, domain/cards-in-play/alternate-universe.ts).
 * @category predicates
 */
export const isReplacementFor =
  (card: Blueprint) =>
  (replacement: Blueprint): boolean =>
    isExchangeable(card) &&
    card.type === replacement.type &&
    personaKey(card) === personaKey(replacement) &&
    isSamePersona(card)(replacement) &&
    !isCopy(card)(replacement);

/** Your ships and personnel in play that you own and control. */
const replaceable =
  (player: PlayerId) =>
  (game: GameState): ReadonlyArray<CardInstance> =>
    cardsInPlay(game).filter(
      (c) => c.owner === player && c.controller === player && isExchangeable(blueprintOf(c.id)(game)),
    );

/**
 * Every pair (your card in play, a version of it in your hand) that may be exchanged, before affiliations.
 * @category predicates
 */
export const replaceablePairs =
  (player: PlayerId) =>
  (game: GameState): ReadonlyArray<readonly [CardId, CardId]> => {
    const hand = cardsIn({ kind: 'hand', player })(game).filter(
      (id) => isExchangeable(blueprintOf(id)(game)) && !isAlternateUniverse(id)(game),
    );
    if (hand.length === 0) return [];
    const keys = new Set(hand.map((id) => personaKey(blueprintOf(id)(game))));
    return replaceable(player)(game)
      .filter((c) => keys.has(personaKey(blueprintOf(c.id)(game))))
      .flatMap((c) =>
        hand
          .filter((h) => isReplacementFor(blueprintOf(c.id)(game))(blueprintOf(h)(game)))
          .map((h): readonly [CardId, CardId] => [c.id, h]),
      );
  };

/**
 * Whether the player may replace a persona now: the start-of-turn window opens only then.
 * @category predicates
 */
export const canReplaceAny =
  (player: PlayerId) =>
  (game: GameState): boolean =>
    replaceablePairs(player)(game).length > 0;

const fail = (message: string) => E.left(ruleError(RULE, message));

/** One exchange on its own: your card in play, a version of it in your hand, a printed affiliation. */
const checkPair =
  (player: PlayerId, r: Replacement) =>
  (game: GameState): E.Either<RuleError, void> => {
    const card = game.cards[r.card];
    const incoming = game.cards[r.replacement];
    if (card === undefined || !isInPlay(card) || card.owner !== player || card.controller !== player)
      return fail(`${r.card} is not a card in play that ${player} owns and controls.`);
    if (incoming?.zone.kind !== 'hand' || incoming.zone.player !== player)
      return fail(`${r.replacement} is not a card in ${player}'s hand.`);
    const [out, into] = [blueprintOf(r.card)(game), blueprintOf(r.replacement)(game)];
    if (!isReplacementFor(out)(into))
      return fail(
        `${into.title} is not another version of exactly the persona of ${out.title} (ships and personnel only).`,
      );
    // Rulebook "Entering Play": an [AU] card enters play only where a card allows it
    if (isAlternateUniverse(r.replacement)(game))
      return E.left(
        ruleError('Entering Play', `${into.title} is an [AU] card and no card allows it to play.`),
      );
    const printed = 'affiliations' in into ? into.affiliations : [];
    return (r.affiliation === null ? printed.length === 0 : printed.includes(r.affiliation))
      ? E.right(undefined)
      : E.left(ruleError('Multi-affiliation cards', `${into.title} cannot enter play as ${r.affiliation}.`));
  };

// Rulebook "Persona Replacement": all at once, each card once; Rulebook 10.2.10: never making your crews incompatible
/**
 * Right when the replacements are legal together, else the rule they break.
 * @category predicates
 */
export const canReplace =
  (command: ReplacePersonas) =>
  (game: GameState): E.Either<RuleError, void> => {
    const { player, replacements } = command;
    if (replacements.length === 0) return fail('Name at least one replacement, or keep your personas.');
    const cards = new Set(replacements.flatMap((r) => [r.card, r.replacement]));
    if (cards.size !== replacements.length * 2)
      return fail('Each card may take part in one replacement only.');
    for (const r of replacements) {
      const pair = checkPair(player, r)(game);
      if (E.isLeft(pair)) return pair;
    }
    const after = replace(command)(game);
    for (const r of replacements) {
      const fits =
        r.affiliation === null
          ? E.right(undefined)
          : canChangeAffiliation(r.replacement, r.affiliation)(after);
      if (E.isLeft(fits)) return E.left(ruleError('10.2.10 House Arrest', fits.left.message));
    }
    return E.right(undefined);
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * Every set of replacements the player may make at once (each checked by `canReplace`), and keeping them all.
 * @category operations
 */
export const candidates =
  (player: PlayerId) =>
  (game: GameState): ReadonlyArray<PersonaCommand> => {
    const options = replaceablePairs(player)(game).flatMap(([card, replacement]) => {
      const into = blueprintOf(replacement)(game);
      const printed: ReadonlyArray<Affiliation | null> = 'affiliations' in into ? into.affiliations : [];
      return (printed.length > 0 ? printed : [null]).map((affiliation) => ({
        card,
        replacement,
        affiliation,
      }));
    });
    const sets = subsets(options).filter((set) => set.length > 0);
    return [
      ...sets.map((replacements): PersonaCommand => ({ type: 'persona.replace', player, replacements })),
      { type: 'persona.pass', player },
    ];
  };

/** Every subset of the options that uses each card at most once. */
const subsets = (options: ReadonlyArray<Replacement>): ReadonlyArray<ReadonlyArray<Replacement>> => {
  const sets: Array<ReadonlyArray<Replacement>> = [[]];
  for (const option of options)
    for (const set of sets.slice())
      if (set.every((r) => r.card !== option.card && r.replacement !== option.replacement))
        sets.push([...set, option]);
  return sets;
};

// Rulings "Persona replacement": the new version takes the old one's place, status and the cards on or aboard it
/**
 * Exchanges each card for its replacement: the replacement enters where the card was, with its status, damage and
 * the cards aboard or played on it; the card returns to its owner's hand.
 * @category operations
 */
export const replace =
  (command: ReplacePersonas) =>
  (game: GameState): GameState =>
    command.replacements.reduce((g, r) => exchange(r)(g), game);

const exchange =
  (r: Replacement) =>
  (game: GameState): GameState => {
    const out = game.cards[r.card] as CardInstance;
    const index = cardsIn(out.zone)(game).indexOf(r.card);
    const moved = moveCard(
      r.replacement,
      out.zone,
      index,
    )(moveCard(r.card, { kind: 'hand', player: out.owner }, 'bottom')(game));
    const { countdown: _, ...state } = out;
    const printed = blueprintOf(r.card)(game);
    const back: CardInstance = {
      id: out.id,
      blueprint: out.blueprint,
      owner: out.owner,
      controller: out.owner,
      zone: { kind: 'hand', player: out.owner },
      faceUp: true,
      stopped: false,
      damage: 0,
      affiliation: 'affiliations' in printed ? (printed.affiliations[0] ?? null) : null,
      seededBy: null,
    };
    const blueprint = (game.cards[r.replacement] as CardInstance).blueprint;
    const into: CardInstance = { ...state, id: r.replacement, blueprint, affiliation: r.affiliation };
    const swapped = { ...moved, cards: withCard(withCard(moved.cards, back), into) };
    const riders = (['aboard', 'playedOn'] as const).flatMap((kind) =>
      cardsIn(kind === 'aboard' ? { kind, carrier: r.card } : { kind, host: r.card })(swapped).map(
        (id) =>
          [id, kind === 'aboard' ? { kind, carrier: r.replacement } : { kind, host: r.replacement }] as const,
      ),
    );
    // the game event of a card entering play (README "No silent blank cards": a blank card is logged)
    return recordEvents({ type: 'card.enteredPlay', card: r.replacement })(
      riders.reduce((g, [id, zone]) => moveCard(id, zone, 'bottom')(g), swapped),
    );
  };

// -------------------------------------------------------------------------------------
// instances
// -------------------------------------------------------------------------------------

/**
 * The start-of-turn persona replacement decision (`turn.replacePersonas`): replace, or keep every persona.
 * @category instances
 */
export const rule: DecisionRule<PersonaCommand> = {
  commandTypes: ['persona.replace', 'persona.pass'],
  candidates,
  check: (command) => (game) =>
    command.type === 'persona.pass' ? E.right(undefined) : canReplace(command)(game),
  apply: (command) => (game) => (command.type === 'persona.pass' ? game : replace(command)(game)),
};
