// Calandra (roa/calandra), personnel, special skill:
// "DaiMons present are attributes all +1 (cumulative)."
// "DaiMons": the DaiMon characteristic (Rulebook "Characteristics" L1112), anyone's; cumulative as printed (Rulebook 12.9).
import { allAttributes, characteristic, modify } from '../../language/build';
import type { CardText } from '../../language/language';

export const calandra: CardText = {
  blueprint: 'roa/calandra',
  whileInPlay: [modify('othersPresent', allAttributes, 'add', 1, { filter: characteristic('DaiMon') })],
  cumulative: true,
};
