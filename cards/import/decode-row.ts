// Dispatches a CSV row to the decoder for its card type.
import * as E from 'fp-ts/Either';
import type { CardType } from '../blueprint';
import type { CsvRow } from './csv';
import { facilityFromRow } from './facility';
import { failure } from './fields';
import { missionFromRow } from './mission';
import { dilemmaFromRow, otherFromRow } from './other';
import { personnelFromRow } from './personnel';
import type { RowResult } from './row-result';
import { shipFromRow } from './ship';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** Every card type the export uses (Rulebook "Card types"). */
export const CARD_TYPES: ReadonlyArray<CardType> = [
  'Personnel',
  'Ship',
  'Facility',
  'Mission',
  'Dilemma',
  'Artifact',
  'Equipment',
  'Event',
  'Interrupt',
  'Incident',
  'Objective',
  'Doorway',
  'Site',
  'Tactic',
  'Tribble',
  'Trouble',
  'Time Location',
  'Q Event',
  'Q Interrupt',
  'Q Dilemma',
  'Q Artifact',
  'Q Mission',
  'Interrupt/Event',
  'Damage Marker',
];

const isCardType = (t: string): t is CardType => (CARD_TYPES as ReadonlyArray<string>).includes(t);

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/** Decodes one row into a blueprint (without id), or says why it cannot. */
export const decodeRow = (row: CsvRow): RowResult => {
  const type = row.cells.Type.trim();
  if (!isCardType(type)) return E.left(failure(row, `unknown card type "${type}"`));
  switch (type) {
    case 'Personnel':
      return personnelFromRow(row);
    case 'Ship':
      return shipFromRow(row);
    case 'Facility':
      return facilityFromRow(row);
    case 'Mission':
    case 'Q Mission':
      return missionFromRow(row, type);
    case 'Dilemma':
    case 'Q Dilemma':
      return dilemmaFromRow(row, type);
    default:
      return otherFromRow(row, type);
  }
};
