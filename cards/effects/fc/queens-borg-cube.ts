// Queen's Borg Cube (fc/Queen's-Borg-Cube), ship:
// "WEAPONS and SHIELDS +3 at {Earth}. Your equipment and Borg personnel may report aboard. Tractor Beam"
// "at {Earth}": at the spaceline location of a mission titled Earth (Rulebook 12.10 colon rule); no such mission is
// in the card database yet, so the +3 waits for one. The reporting as Borg Cube's (./borg-cube.ts).
import { attribute, ifAt, modify, titled } from '../../language/build';
import type { CardText } from '../../language/language';
import { yourEquipmentAndBorgReportAboard } from './borg-cube';

export const queensBorgCube: CardText = {
  blueprint: "fc/Queen's-Borg-Cube",
  whileInPlay: [
    modify('self', [attribute('WEAPONS'), attribute('SHIELDS')], 'add', 3, {
      condition: ifAt(titled('Earth')),
    }),
    yourEquipmentAndBorgReportAboard,
  ],
};
