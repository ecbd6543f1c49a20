// Writes the generated database: stable JSON, one blueprint per line (diff-friendly, byte-identical on re-runs).
import type { Blueprint } from '../blueprint';
import { encodeBlueprints } from '../blueprint-file';

/** The generated database file name inside `cards/db/`. */
export const BLUEPRINTS_FILE = 'blueprints.json';

/** The file's text; field order is the decoders' construction order (see cards/blueprint-file.ts). */
export const blueprintsJson = (blueprints: ReadonlyArray<Blueprint>): string => encodeBlueprints(blueprints);

/** The generated README of `cards/db/`. */
export const dbReadme = (counts: ReadonlyArray<string>): string =>
  [
    '# Generated card database',
    '',
    'Do not edit: `blueprints.json` is generated from the trekcc CSV export (`../shared/cards/`) by',
    '',
    '```',
    'npm run import-cards            # or: npm run import-cards -- <csv folder> [--verbose]',
    '```',
    '',
    'The importer lives in `cards/import/` (entry point `cards/import/main.ts`); `--verbose` lists every',
    'card that is only partly structured, and why. The file lists the field names of each card type once,',
    'then one blueprint per line as an array of values, sorted by id (`<release>/<imagefile>`).',
    '`cards/blueprint-file.ts` reads and writes it, `cards/database.ts` loads it, and the types are in',
    '`cards/blueprint.ts`. Re-running on the same input gives byte-identical output.',
    '',
    'Card names, text and images are the property of CBS Studios, Decipher and the Continuing Committee.',
    '',
    'Import counts:',
    '',
    '```',
    ...counts,
    '```',
    '',
  ].join('\n');
