// Borg Cube (fc/Borg-Cube), ship:
// "Your equipment and Borg personnel may report aboard. Tractor Beam"
// "Borg personnel": personnel of the Borg affiliation. They report for duty aboard it as to a facility (Rulebook
// "Reporting for Duty": compatible, native quadrant; Rulings "stasis": not while it is in stasis), by its own text
// (domain/card-play/report-aboard.ts). Tractor Beam is its special equipment (card data).
import { affiliation, allOf, allow, anyOf, ofType, yours } from '../../language/build';
import type { CardText, LastingEffect } from '../../language/language';

/** "Your equipment and Borg personnel may report aboard." */
export const yourEquipmentAndBorgReportAboard: LastingEffect = allow('reportAboard', {
  cards: allOf(yours, anyOf(ofType('Equipment'), allOf(ofType('Personnel'), affiliation('Borg')))),
  carrier: 'self',
});

export const borgCube: CardText = {
  blueprint: 'fc/Borg-Cube',
  whileInPlay: [yourEquipmentAndBorgReportAboard],
};
