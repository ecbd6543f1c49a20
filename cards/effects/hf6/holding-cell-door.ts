// Holding Cell Door (HF6/HF6_22), doorway:
// "Seeds (during facility phase) or plays on your ship or facility (except a Nor). Adds a Brig. OR Downloads
// {Brainwash}, {Interrogation} or {Torture} to a captive in your Brig, if you have Tal Shiar, Obsidian Order,
// Resistance or Section 31 (or a personnel who has SECURITY and Treachery) present; discard doorway or place atop
// draw deck. OR Nullifies any card closing another Holding Cell Door; discard doorway."
// Played as a doorway (Rulebook "Playing 'At Any Time'": at any time of your own turn, no card play used) on your ship
// or facility, where it stays: "Adds a Brig" is read by `Capture.hasBrig`. A Nor is a Terok Nor, Empok Nor, Alliance
// Nor or Deep Space 9 (Rulebook "Sites": "used only on Nor-type stations"). The other two functions are never legal in
// this engine: a download must play its target at once (Rulebook "Downloading") and Brainwash, Interrogation and
// Torture are not declared, so they may not be played; no declared card closes a doorway. Seeding it in the facility
// phase is not implemented (domain/seed-phases/table-seed.ts seeds on the table only).
import { allOf, anyOf, characteristic, not, ofType, onCard, titled, yours } from '../../language/build';
import type { CardText } from '../../language/language';

export const holdingCellDoor: CardText = {
  blueprint: 'HF6/HF6_22',
  plays: onCard(
    allOf(
      anyOf(ofType('Ship'), ofType('Facility')),
      yours,
      not(anyOf(characteristic('Nor'), titled('Deep Space 9'))),
    ),
  ),
};
