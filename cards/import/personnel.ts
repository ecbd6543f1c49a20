// CSV row → PersonnelBlueprint: affiliations, classification, skills, attributes, staffing icons.
import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import type { PersonnelBlueprint, PersonnelMember, SkillBox } from '../blueprint';
import type { CsvRow } from './csv';
import { affiliations, attributes, base, type Decoded, failure, list, quadrantOf } from './fields';
import type { RowResult } from './row-result';
import { parseSkillBox } from './skills';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** Rulebook "Staffing": the icons a personnel provides to staff ships ([Cmd], [Stf], and the Borg [Com][Def][Nav]). */
export const PERSONNEL_STAFFING_ICONS: ReadonlyArray<string> = ['Cmd', 'Stf', 'Com', 'Def', 'Nav'];

const LABEL = /(?:^|\s)([A-Z0-9][A-Za-z0-9'-]*):\s/g;

/** Rulebook "Infiltration": the diamond-shaped icons of the Icons column (`<Fed>`), by the affiliation they name. */
const INFILTRATION = /<([A-Za-z]+)>/g;
const INFILTRATION_ICONS: Readonly<Record<string, string>> = {
  Baj: 'Bajoran',
  Car: 'Cardassian',
  Dom: 'Dominion',
  Fed: 'Federation',
  Kli: 'Klingon',
  Maq: 'Maquis',
  Rom: 'Romulan',
  Sta: 'Starfleet',
  Vul: 'Vulcan',
};

interface Parsed {
  readonly box: SkillBox;
  readonly members: ReadonlyArray<PersonnelMember>;
  readonly unrecognised: ReadonlyArray<string>;
}

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

const stripClassification = (text: string, classification: string): string =>
  classification !== '' && text.startsWith(classification) ? text.slice(classification.length) : text;

const halves = (box: string): readonly [number, number] | null => {
  const m = /^(\d+)\+(\d+)$/.exec(box.trim());
  return m === null ? null : [Number(m[1]), Number(m[2])];
};

// Rulebook "Dual-personnel cards": each half (`Jake: … Nog: …`) is a personnel with its own skills and attributes.
const parseMembers = (row: CsvRow, text: string): Decoded<Parsed> => {
  const labels = Array.from(text.matchAll(LABEL));
  const classes = row.cells.Class.split('+');
  const stats = [row.cells['Int/Rng'], row.cells['Cun/Wpn'], row.cells['Str/Shd']].map(halves);
  if (labels.length !== 2 || stats.some((s) => s === null)) {
    return E.left(
      failure(row, 'dual-personnel text does not name exactly two members with split attributes'),
    );
  }
  const unrecognised: string[] = [];
  const members = labels.map((label, i): PersonnelMember => {
    const start = (label.index ?? 0) + label[0].length;
    const end = labels[i + 1]?.index ?? text.length;
    const parsed = parseSkillBox(text.slice(start, end));
    unrecognised.push(...parsed.unrecognised);
    return {
      name: label[1] ?? '',
      classification: classes[i] ?? '',
      ...parsed.box,
      integrity: stats[0]?.[i] ?? 0,
      cunning: stats[1]?.[i] ?? 0,
      strength: stats[2]?.[i] ?? 0,
    };
  });
  const lead = text.slice(0, labels[0]?.index ?? 0).trim();
  if (lead !== '') unrecognised.push(lead);
  return E.right({ box: { skills: [], skillChoices: [], specialSkills: [] }, members, unrecognised });
};

const isDual = (row: CsvRow): boolean =>
  row.cells.Class.includes('+') || halves(row.cells['Int/Rng']) !== null;

const parseText = (row: CsvRow): Decoded<Parsed> => {
  const classification = row.cells.Class.trim();
  const text = stripClassification(row.cells.Text.trim(), classification);
  if (isDual(row)) return parseMembers(row, text);
  const parsed = parseSkillBox(text);
  const skills =
    classification === '' ? parsed.box.skills : withClassification(classification, parsed.box.skills);
  return E.right({ box: { ...parsed.box, skills }, members: [], unrecognised: parsed.unrecognised });
};

// The classification printed first is a skill; printed again (`ENGINEER ENGINEER`) it is level 2 in total.
const withClassification = (classification: string, skills: SkillBox['skills']): SkillBox['skills'] => {
  const again = skills.find((s) => s.skill === classification);
  return [
    { skill: classification, level: 1 + (again?.level ?? 0) },
    ...skills.filter((s) => s.skill !== classification),
  ];
};

/** The affiliations of a row's infiltration icons (`<Fed>[Cmd]` → `Federation`), or the first icon not known. */
const infiltration = (row: CsvRow): Decoded<ReadonlyArray<string>> => {
  const codes = Array.from(row.cells.Icons.matchAll(INFILTRATION), (m) => m[1] ?? '');
  const unknown = codes.find((code) => INFILTRATION_ICONS[code] === undefined);
  return unknown === undefined
    ? E.right(codes.map((code) => INFILTRATION_ICONS[code] ?? code))
    : E.left(failure(row, `unknown infiltration icon <${unknown}>`));
};

/** Decodes a Personnel row; `unstructured` lists text that looked like skills but was not recognised. */
export const personnelFromRow = (row: CsvRow): RowResult =>
  pipe(
    E.Do,
    E.bind('base', () => base(row)),
    E.bind('stats', () => attributes(row, ['INTEGRITY', 'CUNNING', 'STRENGTH'])),
    E.bind('parsed', () => parseText(row)),
    E.bind('infiltrates', () => infiltration(row)),
    E.map(({ base: b, stats, parsed, infiltrates }) => {
      const blueprint: Omit<PersonnelBlueprint, 'id'> = {
        type: 'Personnel',
        ...b,
        affiliations: affiliations(row.cells.Affil),
        classification: row.cells.Class.trim(),
        ...parsed.box,
        integrity: stats.values[0],
        cunning: stats.values[1],
        strength: stats.values[2],
        printedAttributes: stats.printed,
        members: parsed.members,
        staffing: b.icons.filter((i) => PERSONNEL_STAFFING_ICONS.includes(i)),
        quadrant: quadrantOf(b.icons),
        commands: list(row.cells.Command),
        reports: row.cells.Reports.trim(),
        infiltration: infiltrates,
      };
      return { blueprint, unstructured: parsed.unrecognised.map((u) => `unrecognised skill text "${u}"`) };
    }),
  );
