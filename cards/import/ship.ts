// CSV row → ShipBlueprint: class, RANGE/WEAPONS/SHIELDS, staffing icons, special equipment, quadrant.
import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import type { ShipBlueprint } from '../blueprint';
import type { CsvRow } from './csv';
import { affiliations, attributes, base, icons, quadrantOf } from './fields';
import type { RowResult } from './row-result';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** Rulebook "Special equipment": ship equipment named in the text or characteristics. */
export const SPECIAL_EQUIPMENT: ReadonlyArray<string> = [
  'Cloaking Device',
  'Phasing Cloak',
  'Tractor Beam',
  'Holodeck',
  'Invasive Transporters',
  'Ablative Armor',
  'Quantum Slipstream Drive',
  'Transwarp Drive',
  'Spatial Torpedoes',
  'Metaphasic Shields',
];

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Rulebook "Staffing": `[Cmd][Stf][Stf] ` (trailing spaces), optionally `OR` an alternative (`{James T. Kirk}`).
const staffing = (staff: string): Pick<ShipBlueprint, 'staffing' | 'staffingAlternative'> => {
  const [iconPart = '', ...alternatives] = staff.split(/\s+OR\s+/);
  const iconList = icons(iconPart);
  const leftover = iconPart.replace(/\[[^\]]*\]/g, '').trim();
  const alternative = [leftover, ...alternatives.map((a) => a.trim())].filter((a) => a !== '').join(' OR ');
  return { staffing: iconList, staffingAlternative: alternative === '' ? null : alternative };
};

// Rulebook "Special equipment": named in the ship's own text, not inside a card title in braces ("DL/ {Phased Cloaking
// Device}" downloads a card; the ship has no Cloaking Device)
const equipment = (text: string, characteristics: ReadonlyArray<string>): ReadonlyArray<string> => {
  const lower = text.replace(/\{[^}]*\}/g, '').toLowerCase();
  return SPECIAL_EQUIPMENT.filter((e) => characteristics.includes(e) || lower.includes(e.toLowerCase()));
};

/** Decodes a Ship row. */
export const shipFromRow = (row: CsvRow): RowResult =>
  pipe(
    E.Do,
    E.bind('base', () => base(row)),
    E.bind('stats', () => attributes(row, ['RANGE', 'WEAPONS', 'SHIELDS'])),
    E.map(({ base: b, stats }) => {
      const blueprint: Omit<ShipBlueprint, 'id'> = {
        type: 'Ship',
        ...b,
        affiliations: affiliations(row.cells.Affil),
        shipClass: row.cells.Class.trim(),
        range: stats.values[0],
        weapons: stats.values[1],
        shields: stats.values[2],
        printedAttributes: stats.printed,
        ...staffing(row.cells.Staff),
        specialEquipment: equipment(b.text, b.characteristics),
        quadrant: quadrantOf(b.icons),
      };
      return { blueprint, unstructured: [] };
    }),
  );
