// Rulebook "Entering Play", "Personas", "Uniqueness" and 12.7 "copy", "different", "same": who may bring what into play.
//
// The export's Names column (`Blueprint.loreNames`) is NOT the bold names of the lore: it lists the other people
// the lore mentions (Keiko O'Brien's Names holds "Miles O'Brien"). The bold names are the Persona column
// (`Blueprint.persona`): `Miles O'Brien` for a version, `<Miles O'Brien>` for an impersonator (bold italic, with an
// infiltration icon), `(Miles O'Brien)` for a [MQ] mirror opposite, `;` between the two people of a dual card.
import * as E from 'fp-ts/Either';
import type { Blueprint, BlueprintId } from '../../cards/blueprint';
import { loadCardDatabase } from '../../cards/database';
import type { CardInstance, GameState, PlayerId } from '../core/game-state';
import { blueprintOf, cardsIn } from '../core/game-state';
import { memoize, memoizeRecent, memoizeString } from '../core/memo';
import { type RuleError, ruleError } from '../core/rule-error';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** The bold names of a card's lore, by kind (Rulebook "Personas", "Impersonators and opposite versions"). */
export interface PersonaNames {
  /** Personas this card is a version of (normalised, see `titleKey`). */
  readonly versions: ReadonlyArray<string>;
  /** Personas it impersonates (bold italic, infiltration icon): not versions of them. */
  readonly impersonates: ReadonlyArray<string>;
  /** Personas it is the [MQ] mirror opposite of: not versions of them. */
  readonly mirrors: ReadonlyArray<string>;
}

// -------------------------------------------------------------------------------------
// constructors
// -------------------------------------------------------------------------------------

/**
 * The printed title: the export's title less its variant marker (`*`, `*VP`), `2E` tag and set subtitles such as
 * `(Blaze of Glory)`, which the rulebook itself uses only to tell printings apart (Rulebook 12.7 "Dead End (Homefront)").
 * @category constructors
 */
export const printedTitle = (title: string): string =>
  title
    .replace(/(\s*\*+\s*(VP)?)+\s*$/, '')
    .replace(/(\s*\([^()]*\))+\s*$/, '')
    .replace(/\s+2E$/, '')
    .trim();

/**
 * A comparison key for titles and bold names: the printed title with runs of dots and spaces made one space, so the
 * export's spelling slips (`E.M.H Program`, `Admiral J.P. Hanson`) still match letter for letter.
 * @category constructors
 */
export const titleKey: (title: string) => string = memoizeString((title) =>
  printedTitle(title)
    .replace(/[.\s]+/g, ' ')
    .trim(),
);

const namesCache = new WeakMap<Blueprint, PersonaNames>();

/**
 * The bold names of a card's lore, read from the export's Persona column.
 * @category constructors
 */
export const personaNames = (card: Blueprint): PersonaNames => {
  const cached = namesCache.get(card);
  if (cached !== undefined) return cached;
  const entries = (card.persona ?? '')
    .split(';')
    .map((n) => n.trim())
    .filter((n) => n !== '');
  const inner = (n: string): string => titleKey(n.slice(1, -1));
  const names: PersonaNames = {
    versions: entries.filter((n) => !/^[<(]/.test(n)).map(titleKey),
    impersonates: entries.filter((n) => n.startsWith('<')).map(inner),
    mirrors: entries.filter((n) => n.startsWith('(')).map(inner),
  };
  namesCache.set(card, names);
  return names;
};

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/** ❖ universal: no limit on copies or versions (Rulebook "Entering Play"). @category predicates */
export const isUniversal = (card: Blueprint): boolean => card.uniqueness === 'universal';

/** ✶ enigma: not unique, but the persona rule applies as to uniques (Rulebook "Entering Play"). @category predicates */
export const isEnigma = (card: Blueprint): boolean => card.uniqueness === 'enigma';

// Rulebook "Entering Play": marked unique, or a Personnel, Ship or Facility not marked ❖ universal (or ✶ enigma)
/** Whether a card is unique. @category predicates */
export const isUnique = (card: Blueprint): boolean =>
  card.uniqueness === 'none' &&
  (card.type === 'Personnel' ||
    card.type === 'Ship' ||
    card.type === 'Facility' ||
    /\(Unique\b/.test(card.text));

// Rulebook "Entering Play": marked not duplicatable, or a Mission or Time Location not marked ❖ universal
/** Whether at most one copy may be in play in the whole game. @category predicates */
export const isNotDuplicatable = (card: Blueprint): boolean =>
  card.uniqueness === 'none' &&
  (card.type === 'Mission' ||
    card.type === 'Q Mission' ||
    card.type === 'Time Location' ||
    /Not duplicatable\./.test(card.text));

// Rulebook "Sites": sites are unique per station unless ❖ universal
/** Whether a site is limited to one copy per station. @category predicates */
export const isUniquePerStation = (card: Blueprint): boolean => card.type === 'Site' && !isUniversal(card);

const sameText = (a: string, b: string): boolean =>
  a === b || a.replace(/\s+/g, ' ') === b.replace(/\s+/g, ' ');

// Rulebook 12.7: a card is a copy of another if it has the same card title and gametext
/** Whether `b` is a copy of `a`. @category predicates */
export const isCopy =
  (a: Blueprint) =>
  (b: Blueprint): boolean =>
    titleKey(a.title) === titleKey(b.title) && sameText(a.text, b.text);

// Rulebook "Personas": same title, or one's title is a bold name of the other, or a bold name in common
/** Whether `a` and `b` are versions of the same persona (impersonators and mirror opposites are not). @category predicates */
export const isSamePersona =
  (a: Blueprint) =>
  (b: Blueprint): boolean => {
    const [ta, tb] = [titleKey(a.title), titleKey(b.title)];
    if (ta === tb) return true;
    const [na, nb] = [personaNames(a), personaNames(b)];
    if (na.versions.includes(tb) || nb.versions.includes(ta)) return true;
    if (na.versions.some((n) => nb.versions.includes(n))) return true;
    return na.mirrors.some((n) => nb.mirrors.includes(n));
  };

// Rulebook 12.7: different means neither copies nor versions of the same persona
/** Whether `b` is different from `a`. @category predicates */
export const isDifferent =
  (a: Blueprint) =>
  (b: Blueprint): boolean =>
    !isCopy(a)(b) && !isSamePersona(a)(b);

// Rulebook 12.7: cards that are not different are the same, even if not strict copies
/** Whether `b` is the same card as `a` (printed cards never change: each pair is compared once). @category predicates */
export const isSame = (a: Blueprint): ((b: Blueprint) => boolean) => sameAs(a);

const sameAs = memoize((a: Blueprint) => memoize((b: Blueprint): boolean => !isDifferent(a)(b)));

// Rulebook 12.10 colon rule: a title names cards of that exact title, or of it followed by a colon, dash or "II"
/** Whether a reference by title (`Kevin Uxbridge`, `{Data}`) names `card`. @category predicates */
export const isReferencedBy =
  (reference: string) =>
  (card: Blueprint): boolean => {
    const [title, ref] = [titleKey(card.title), titleKey(reference)];
    return title === ref || (title.startsWith(ref) && /^(\s*[:\-–—]| II\b)/.test(title.slice(ref.length)));
  };

// Rulebook "Entering Play", "Hidden Agenda": cards on the table or at a location are in play; piles, hands, seed
// cards under a mission, the point area and face-down hidden agendas are not
/** Whether a card instance is in play. @category predicates */
export const isInPlay = (card: CardInstance): boolean => {
  switch (card.zone.kind) {
    case 'spaceline':
    case 'atLocation':
    case 'planetSurface':
    case 'aboard':
    case 'docked':
    case 'carried':
    case 'playedOn':
      return true;
    case 'table':
      return card.faceUp;
    default:
      return false;
  }
};

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

const blueprint = (id: BlueprintId): Blueprint => loadCardDatabase().blueprint(id);

/**
 * The card instances of a `cards` record in play (`isInPlay`), in its order; listed once per `cards` record.
 * @category operations
 */
export const cardsInPlayOf: (cards: GameState['cards']) => ReadonlyArray<CardInstance> = memoizeRecent(
  (cards) => Object.values(cards).filter(isInPlay),
);

/**
 * The card instances in play (`isInPlay`), in the order of `game.cards`; listed once per `cards` record.
 * @category operations
 */
export const cardsInPlay = (game: GameState): ReadonlyArray<CardInstance> => cardsInPlayOf(game.cards);

// Rulebook "Personas", "Control": one version of each persona per owner (ownership counts, not control)
/**
 * Whether `owner` may bring the card `blueprintId` into play (play, report, earn, encounter, activate): not while
 * they own the same persona or copy in play if it is unique or ✶ enigma, not while anyone has a copy in play if it
 * is not duplicatable (the mission phase turns a duplicated mission into a shared mission instead).
 * @category operations
 */
export const canEnterPlay =
  (blueprintId: BlueprintId, owner: PlayerId) =>
  (game: GameState): E.Either<RuleError, void> => {
    const byOwner = enterPlayAnswers(game.cards);
    let answers = byOwner.get(owner);
    if (answers === undefined) {
      answers = new Map();
      byOwner.set(owner, answers);
    }
    let answer = answers.get(blueprintId);
    if (answer === undefined) {
      answer = enterPlay(blueprintId, owner, game.cards);
      answers.set(blueprintId, answer);
    }
    return answer;
  };

/** `canEnterPlay`'s answers by owner and card, once per `cards` record (the cards in play are all it asks about). */
const enterPlayAnswers = memoizeRecent(
  (_: GameState['cards']) => new Map<PlayerId, Map<BlueprintId, E.Either<RuleError, void>>>(),
);

const enterPlay = (
  blueprintId: BlueprintId,
  owner: PlayerId,
  cards: GameState['cards'],
): E.Either<RuleError, void> => {
  const card = blueprint(blueprintId);
  if (isUnique(card) || isEnigma(card)) {
    const same = isSame(card);
    const owned = cardsInPlayOf(cards).find((c) => c.owner === owner && same(blueprint(c.blueprint)));
    if (owned !== undefined)
      return E.left(
        ruleError(
          'Personas',
          `${owner} already has ${blueprint(owned.blueprint).title} (${owned.id}) in play, the same persona as ${card.title}`,
        ),
      );
  }
  if (isNotDuplicatable(card)) {
    const copy = cardsInPlayOf(cards).find((c) => isSame(card)(blueprint(c.blueprint)));
    if (copy !== undefined)
      return E.left(
        ruleError('Entering Play', `${card.title} is not duplicatable and ${copy.id} is already in play`),
      );
  }
  return E.right(undefined);
};

// Rulebook "Facility Phase": each station is limited to one copy of each site, unless the site is ❖ universal
/**
 * Whether the site `blueprintId` may be added to `station` (sites are played on their station).
 * @category operations
 */
export const canAddSite =
  (blueprintId: BlueprintId, station: CardInstance['id']) =>
  (game: GameState): E.Either<RuleError, void> => {
    const site = blueprint(blueprintId);
    if (!isUniquePerStation(site)) return E.right(undefined);
    const copy = cardsIn({ kind: 'playedOn', host: station })(game).find((id) =>
      isSame(site)(blueprintOf(id)(game)),
    );
    return copy === undefined
      ? E.right(undefined)
      : E.left(
          ruleError(
            'Sites',
            `${station} already has the site ${site.title} (${copy}): sites are unique per station`,
          ),
        );
  };
