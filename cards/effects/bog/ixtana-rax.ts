// Ixtana'Rax (bog/ixtanarax), personnel, special skill:
// "Other [GQ] Jem'Hadar present are attributes all +1."
// [GQ]: the Gamma Quadrant icon; "Jem'Hadar": the characteristic (Rulebook "Characteristics" L1112); anyone's.
import { allAttributes, allOf, characteristic, modify } from '../../language/build';
import { icon } from '../../language/build-time-travel';
import type { CardText } from '../../language/language';

export const ixtanaRax: CardText = {
  blueprint: 'bog/ixtanarax',
  whileInPlay: [
    modify('othersPresent', allAttributes, 'add', 1, {
      filter: allOf(icon('GQ'), characteristic("Jem'Hadar")),
    }),
  ],
};
