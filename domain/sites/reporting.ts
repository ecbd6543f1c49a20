// Rulebook "Sites" (2.11): "Sites represent areas within facilities where personnel can report for duty"; each site's
// text says who may report there ("Compatible OFFICER-classification personnel may report here", "{Morn} and Ferengi
// may report here", "Non-Borg CIVILIAN personnel may report here regardless of affiliation"). This module reads those
// sentences from the printed text into data: the kinds of cards each admits, and those that report there for free
// ("Once each turn, any cook may report here for free", "Freighters and transports report for free here"). A listed
// kind the reader cannot read exactly ("any personnel who mentions The Intendant as a romantic partner") admits no one;
// the other sentences of a site (downloads, "(for free if {any Garak})", "Also, any player who doesn't control station
// … may report …") are no permission here.
import type { Affiliation, Blueprint } from '../../cards/blueprint';
import { hasCharacteristic } from '../cards-in-play/characteristics';
import { BORG, NON_ALIGNED } from '../cards-in-play/compatibility';
import { isReferencedBy } from '../cards-in-play/persona';
import { printedSkillLevel } from '../cards-in-play/skills';
import { memoize } from '../core/memo';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** One kind of card a site lets report there: every part given must hold. */
export interface SiteReporter {
  /** "personnel", "Equipment cards", "hand weapons", "Freighters"; absent for a card named by title. */
  readonly type?: 'Personnel' | 'Equipment' | 'Ship';
  /** "OFFICER-classification personnel", "CIVILIAN personnel". */
  readonly classification?: string;
  /** "Smuggling … personnel", "Youth personnel", "Obsidian Order personnel" (printed skills). */
  readonly skill?: string;
  /** "Prylars", "Klingons", "professors", "hand weapons", "MEDICAL-related Equipment cards" (Rulebook "Characteristics"). */
  readonly characteristic?: string;
  /** "{Morn}", "{I.P. Scanner}" (Rulebook 12.10 colon rule, or the persona). */
  readonly title?: string;
  /** "[Holo] personnel", "[KCA] Vulcans". */
  readonly icons?: ReadonlyArray<string>;
  /** "[Non] Navigation personnel". */
  readonly affiliation?: Affiliation;
  /** "Non-Borg CIVILIAN personnel": neither of the Borg affiliation nor a Borg. */
  readonly nonBorg?: boolean;
}

/** One "… may report here" sentence of a site. */
export interface SiteReporting {
  readonly reporters: ReadonlyArray<SiteReporter>;
  /** "regardless of affiliation": the card need not be compatible with the station. */
  readonly regardlessOfAffiliation: boolean;
  /** "If unoccupied, …": only while no personnel is at the site. */
  readonly ifUnoccupied: boolean;
  /** Wardroom: "ignoring their [GQ] icon": the card's native quadrant is not asked. */
  readonly ignoringQuadrant: boolean;
  /**
   * "Once each turn, … may report here for free" (`onceEachTurn`: admits them only while the free report is unused);
   * "… report for free here" (`always`: ships, which the docking sentences admit); absent: a normal report.
   */
  readonly forFree?: 'onceEachTurn' | 'always';
}

// -------------------------------------------------------------------------------------
// constructors
// -------------------------------------------------------------------------------------

const ABBREVIATIONS: ReadonlyArray<readonly [string, string]> = [['V.I.P.', 'V\u2024I\u2024P\u2024']];

/**
 * The sentences of a card's text, a period inside `{…}` or in "V.I.P." ending none (they are spelled back as printed).
 * @category constructors
 */
export const sentencesOf = (text: string): ReadonlyArray<string> => {
  let masked = text.replace(/\{[^{}]*\}/g, (braced) => braced.replaceAll('.', '\u2024'));
  for (const [printed, mask] of ABBREVIATIONS) masked = masked.replaceAll(printed, mask);
  return masked
    .split(/(?<=\.)\s+/)
    .map((sentence) => sentence.replaceAll('\u2024', '.'))
    .filter((sentence) => sentence.length > 0);
};

const SENTENCE =
  /^(If unoccupied, )?(.+?) may report(?: \(but not download\))? here(, ignoring their \[GQ\] icon)?( \([^)]*\))?( regardless of affiliation)?(, and .*)?\.$/;

const ONCE_EACH_TURN_FREE = /^Once each turn, (.+?) may report here for free( \([^)]*\))?\.$/;

const SHIPS_FREE = /^(\w+) and (\w+) report for free here\.$/;

/**
 * The "… may report here" and "… report for free here" sentences of a site, read (memoised per blueprint).
 * @category constructors
 */
export const siteReportings: (site: Blueprint) => ReadonlyArray<SiteReporting> = memoize((site: Blueprint) =>
  site.type !== 'Site' ? [] : sentencesOf(site.text).flatMap(readSentence),
);

const readSentence = (sentence: string): ReadonlyArray<SiteReporting> => {
  const plain = { regardlessOfAffiliation: false, ifUnoccupied: false, ignoringQuadrant: false };
  const match = SENTENCE.exec(sentence);
  if (match !== null)
    return [
      {
        reporters: readList(match[2] ?? '').flatMap((read) => (read === null ? [] : [read])),
        regardlessOfAffiliation: match[5] !== undefined,
        ifUnoccupied: match[1] !== undefined,
        ignoringQuadrant: match[3] !== undefined,
      },
    ];
  const once = ONCE_EACH_TURN_FREE.exec(sentence);
  if (once !== null)
    return [
      {
        ...plain,
        reporters: readList(once[1] ?? '').flatMap((read) => (read === null ? [] : [read])),
        forFree: 'onceEachTurn',
      },
    ];
  const ships = SHIPS_FREE.exec(sentence);
  if (ships === null) return [];
  const kinds = [ships[1], ships[2]].map(
    (noun): SiteReporter => ({ type: 'Ship', characteristic: singular(noun ?? '') }),
  );
  return [{ ...plain, reporters: kinds, forFree: 'always' }];
};

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * Whether a sentence of a site is a "… may report here" sentence read in full: every kind it lists read, and nothing
 * more said (a free report or download in parentheses, "and may be transferred …"), for `stccg coverage`.
 * @category predicates
 */
export const isReadReportingSentence = (sentence: string): boolean => {
  const match = SENTENCE.exec(sentence);
  if (match !== null)
    return (
      match[4] === undefined &&
      match[6] === undefined &&
      readList(match[2] ?? '').every((read) => read !== null)
    );
  const once = ONCE_EACH_TURN_FREE.exec(sentence);
  if (once !== null) return once[2] === undefined && readList(once[1] ?? '').every((read) => read !== null);
  return SHIPS_FREE.test(sentence);
};

/**
 * Whether a card is of a kind a site lets report there (its printed title, type, skills, icons and characteristics).
 * @category predicates
 */
export const isReporter =
  (reporter: SiteReporter) =>
  (card: Blueprint): boolean =>
    (reporter.type === undefined
      ? card.type === 'Personnel' || card.type === 'Equipment'
      : card.type === reporter.type) &&
    (reporter.title === undefined ||
      isReferencedBy(reporter.title)(card) ||
      card.persona === reporter.title) &&
    (reporter.classification === undefined || classificationOf(card).includes(reporter.classification)) &&
    (reporter.skill === undefined || printedSkillLevel(reporter.skill)(card) > 0) &&
    (reporter.characteristic === undefined || hasCharacteristic(reporter.characteristic)(card)) &&
    (reporter.icons ?? []).every((icon) => card.icons.includes(icon)) &&
    (reporter.affiliation === undefined || affiliationsOf(card).includes(reporter.affiliation)) &&
    (reporter.nonBorg !== true || !(affiliationsOf(card).includes(BORG) || hasCharacteristic('Borg')(card)));

// Helpers

/**
 * The items of a list ("A, B, and C", "A, B or C"), each read (null: not read); a bare item ("Smuggling") takes the last item's
 * noun ("personnel").
 */
const readList = (list: string): ReadonlyArray<SiteReporter | null> => {
  const items = list.split(/,\s*(?:and\s+)?|\s+(?:and|or)\s+/).map((item) => item.trim());
  const noun = / personnel$/.test(items[items.length - 1] ?? '') ? ' personnel' : '';
  return items.map((item) => {
    const bare = noun !== '' && !/personnel|Equipment|\{/.test(item);
    return readItem(bare ? `${item}${noun}` : item);
  });
};

/** One item of a reporting list, or null when it is not one this reader knows exactly. */
const readItem = (printed: string): SiteReporter | null => {
  // "{any Quark}": any version of the persona
  const title = /^\{(?:any )?([^{}]+)\}$/.exec(printed);
  if (title !== null) return { title: title[1] as string };
  const [, iconText = '', rest] =
    /^((?:\[\w+\])*)\s*(.*)$/.exec(printed.replace(/^(any|compatible|an?) /i, '')) ?? [];
  const icons = [...iconText.matchAll(/\[(\w+)\]/g)].map((m) => m[1] as string);
  const affiliations = icons.flatMap((icon) => (icon === 'Non' ? [NON_ALIGNED] : []));
  const marks: SiteReporter = {
    ...(icons.some((icon) => icon !== 'Non') ? { icons: icons.filter((icon) => icon !== 'Non') } : {}),
    ...(affiliations[0] !== undefined ? { affiliation: affiliations[0] } : {}),
  };
  const related = /^(\w+)-related Equipment cards$/.exec(rest ?? '');
  if (related !== null)
    return { ...marks, type: 'Equipment', characteristic: `${related[1]}-related equipment` };
  if (rest === 'Equipment cards') return { ...marks, type: 'Equipment' };
  const personnel = /^(non-Borg )?(.*?)\s*personnel$/i.exec(rest ?? '');
  if (personnel !== null) return { ...marks, ...personnelKind(personnel[2] ?? ''), ...nonBorg(personnel[1]) };
  const vip = /^(non-Borg )?V\.I\.P\.$/.exec(rest ?? '');
  if (vip !== null) return { ...marks, type: 'Personnel', classification: 'V.I.P.', ...nonBorg(vip[1]) };
  // a plural noun: a characteristic ("Prylars", "Klingons", "Ferengi", "professors"); "hand weapons" are equipment
  const plural = /^([A-Za-z][a-z]+(?: [a-z]+)?)$/.exec(rest ?? '');
  if (plural === null) return null;
  const noun = singular(plural[1] as string);
  return { ...marks, type: /weapon$/.test(noun) ? 'Equipment' : 'Personnel', characteristic: noun };
};

/** "OFFICER-classification", "CIVILIAN" (a classification), "Youth", "Obsidian Order" (a skill), "" (any personnel). */
const personnelKind = (words: string): SiteReporter => {
  const classification = /^([A-Z.]+)(?:-classification)?$/.exec(words);
  if (classification !== null) return { type: 'Personnel', classification: classification[1] as string };
  return words === '' ? { type: 'Personnel' } : { type: 'Personnel', skill: words };
};

/** "Prylars" → "Prylar", "Freighters" → "Freighter" (a final "s"). */
const singular = (noun: string): string => noun.replace(/s$/, '');

const nonBorg = (prefix: string | undefined): SiteReporter => (prefix === undefined ? {} : { nonBorg: true });

const classificationOf = (card: Blueprint): ReadonlyArray<string> =>
  card.type !== 'Personnel'
    ? []
    : card.members.length > 0
      ? card.members.map((m) => m.classification)
      : [card.classification];

const affiliationsOf = (card: Blueprint): ReadonlyArray<Affiliation> =>
  'affiliations' in card ? card.affiliations : [];
