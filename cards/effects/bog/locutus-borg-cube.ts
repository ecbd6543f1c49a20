// Locutus' Borg Cube (bog/Locutus'-Borg-Cube; its Borderless Promos reprint BP/11B is a copy), ship: "WEAPONS and
// SHIELDS +3 at {Wolf 359}. Your equipment and Borg personnel may report aboard. Tractor Beam"
// "at {Wolf 359}": at the spaceline location of a mission titled Wolf 359 (Rulebook 12.4 "Here", 12.10 colon rule; no
// such mission is in the card database yet, so the +3 waits for one), 12.11 S.A.M. The reporting as Borg Cube's
// (../fc/borg-cube.ts); Tractor Beam is its special equipment (card data).
import { attribute, ifAt, modify, titled } from '../../language/build';
import type { CardText } from '../../language/language';
import { yourEquipmentAndBorgReportAboard } from '../fc/borg-cube';

export const locutusBorgCube: CardText = {
  blueprint: "bog/Locutus'-Borg-Cube",
  whileInPlay: [
    modify('self', [attribute('WEAPONS'), attribute('SHIELDS')], 'add', 3, {
      condition: ifAt(titled('Wolf 359')),
    }),
    yourEquipmentAndBorgReportAboard,
  ],
};
