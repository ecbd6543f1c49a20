// Eight of Fifteen (borg/eightoffifteen), personnel, special skill:
// "May download {Borg Nanoprobes} in place of your normal card play."
// Rulebook "Downloading" and "Play a Card": before orders, spending the turn's normal card play, the equipment
// reporting for duty at once by the normal rules; no other limit (domain/downloads/text-downloads.ts).
import { downloads, titled } from '../../language/build';
import type { CardText } from '../../language/language';

export const eightOfFifteen: CardText = {
  blueprint: 'borg/eightoffifteen',
  whileInPlay: [downloads(titled('Borg Nanoprobes'), { inPlaceOf: 'normalCardPlay' })],
};
