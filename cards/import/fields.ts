// Decoders for the export's columns shared by every card type: title, icons, quadrant, attributes, lists.
import * as E from 'fp-ts/Either';
import type {
  Affiliation,
  Attribute,
  BlueprintBase,
  LocationType,
  PrintedAttributes,
  Quadrant,
  ShipAttribute,
  UniquenessMarker,
} from '../blueprint';
import type { CsvRow } from './csv';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** Why a row could not be decoded: the card's name and the reason, never a silent drop. */
export interface DecodeError {
  readonly name: string;
  readonly reason: string;
}

export type Decoded<A> = E.Either<DecodeError, A>;

/** A decoded attribute box: its numeric part, and the printed form when it is not a plain number. */
export interface AttributeBox {
  readonly value: number;
  readonly printed: string | null;
}

// -------------------------------------------------------------------------------------
// constructors
// -------------------------------------------------------------------------------------

/** A decode failure for `row`. */
export const failure = (row: CsvRow, reason: string): DecodeError => ({ name: row.cells.Name, reason });

const ICON = /\[([^\]]+)\]/g;

/** The bracketed icons of a column, in printed order (`[AU][Cmd]` → `AU`, `Cmd`). */
export const icons = (text: string): ReadonlyArray<string> =>
  Array.from(text.matchAll(ICON), (m) => m[1] ?? '');

/**
 * Rulebook "Nemesis Destruction": the nemesis arrows of the Icons column, kept as printed (`(R>` Red pointing right,
 * `<R)` Red pointing left; the letter names the pair: `(L>` U.S.S. Pasteur, `<L)` I.K.S. Chang).
 */
const NEMESIS = /\([A-Z]>|<[A-Z]\)/g;

/** The icons of the Icons column, in printed order: bracketed icons (`AU`, `Cmd`) and nemesis arrows (`(R>`). */
export const printedIcons = (text: string): ReadonlyArray<string> =>
  Array.from(text.matchAll(new RegExp(`${ICON.source}|${NEMESIS.source}`, 'g')), (m) => m[1] ?? m[0]);

/** Rulebook "Quadrant": the quadrant icon ([DQ], [GQ], [MQ] — the export writes the mirror icon `[MU]`) or Alpha. */
export const quadrantOf = (iconList: ReadonlyArray<string>): Quadrant =>
  iconList.includes('DQ')
    ? 'Delta'
    : iconList.includes('GQ')
      ? 'Gamma'
      : iconList.includes('MQ') || iconList.includes('MU')
        ? 'Mirror'
        : 'Alpha';

/** The Quadrant column (`Alpha`, `Delta`, …), Alpha when blank. */
export const quadrantColumn = (row: CsvRow): Decoded<Quadrant> => {
  const q = row.cells.Quadrant.trim();
  return q === '' || q === 'Alpha' || q === 'Gamma' || q === 'Delta' || q === 'Mirror'
    ? E.right(q === '' ? 'Alpha' : q)
    : E.left(failure(row, `unknown quadrant "${q}"`));
};

/** A `;`-separated column as a list (`Bird-of-Prey; Cloaking Device;` → two entries). */
export const list = (text: string): ReadonlyArray<string> =>
  text
    .split(';')
    .map((s) => s.trim())
    .filter((s) => s !== '');

/** Rulebook "Affiliation": `Klingon/Federation` is a dual-affiliation card. */
export const affiliations = (text: string): ReadonlyArray<Affiliation> =>
  text
    .split('/')
    .map((s) => s.trim())
    .filter((s) => s !== '');

/** The Mission/ Dilemma Type box: `[P]` planet, `[S]` space, `[S/P]` or `[S][P]` dual. */
export const locationType = (row: CsvRow): Decoded<LocationType> => {
  const t = row.cells['Mission/ Dilemma Type'].replace(/\s/g, '');
  if (t === '[P]') return E.right('planet');
  if (t === '[S]') return E.right('space');
  if (t === '[S/P]' || t === '[S][P]') return E.right('dual');
  return E.left(failure(row, `unknown mission/dilemma type "${t}"`));
};

/** An attribute box: `7`, or `5+X`, `8+8`, `9-X`, `X`, `NO`, `Q`, `*` (numeric part kept, printed form beside it). */
export const attributeBox = (text: string): AttributeBox | null => {
  const t = text.trim();
  if (/^\d+$/.test(t)) return { value: Number(t), printed: null };
  if (/^(\d+|X|x)([+-](\d+|X|x))*$|^(NO|Q|\*)$/.test(t)) {
    const numbers = Array.from(t.matchAll(/([+-]?)(\d+)/g), (m) => (m[1] === '-' ? -1 : 1) * Number(m[2]));
    return { value: numbers.reduce((a, b) => a + b, 0), printed: t };
  }
  return null;
};

/** Decodes three attribute columns, failing on a box that is neither a number nor a known variable form. */
export const attributes = <K extends Attribute | ShipAttribute>(
  row: CsvRow,
  names: readonly [K, K, K],
): Decoded<{ readonly values: readonly [number, number, number]; readonly printed: PrintedAttributes }> => {
  const columns = [row.cells['Int/Rng'], row.cells['Cun/Wpn'], row.cells['Str/Shd']] as const;
  const boxes = columns.map(attributeBox);
  const bad = boxes.indexOf(null);
  if (bad >= 0) return E.left(failure(row, `${names[bad]} box "${columns[bad]}" is not a number`));
  const printed: Partial<Record<K, string>> = {};
  boxes.forEach((b, i) => {
    const name = names[i];
    if (b?.printed != null && name !== undefined) printed[name] = b.printed;
  });
  return E.right({ values: [boxes[0]?.value ?? 0, boxes[1]?.value ?? 0, boxes[2]?.value ?? 0], printed });
};

const uniqueness = (text: string): UniquenessMarker =>
  text === 'univ' ? 'universal' : text === 'enig' ? 'enigma' : 'none';

/** The fields every card has; `id` is assigned later (see ids.ts). A trailing `*` on the name marks a variant. */
export const base = (row: CsvRow): Decoded<Omit<BlueprintBase, 'id'>> => {
  const c = row.cells;
  const name = c.Name.trim();
  if (name === '') return E.left(failure(row, 'empty Name'));
  if (c.ImageFile.trim() === '' || c.Release.trim() === '')
    return E.left(failure(row, 'no ImageFile or Release'));
  if (!['', 'univ', 'enig'].includes(c.Uniqueness))
    return E.left(failure(row, `unknown Uniqueness "${c.Uniqueness}"`));
  const title = name.replace(/\*+$/, '').trim();
  return E.right({
    title,
    variant: title !== name,
    release: c.Release.trim(),
    origin: row.origin,
    formats: c.Set.trim(),
    collectorInfo: c.Info.trim(),
    property: c.Property.trim(),
    uniqueness: uniqueness(c.Uniqueness),
    icons: printedIcons(c.Icons),
    characteristics: list(c['Characteristics/ Keywords']),
    requires: list(c.Requires),
    persona: c.Persona.trim() === '' ? null : c.Persona.trim(),
    loreNames: list(c.Names),
    lore: c.Lore.trim(),
    text: c.Text.trim(),
  });
};
