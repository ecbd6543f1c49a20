// Grand Nagus Rom (dow/dow42), personnel, special skill:
// "Your other Ferengi present are each INTEGRITY +2."
// "Ferengi": the Ferengi characteristic (Rulebook "Characteristics" L1112); your personnel present but himself.
import { allOf, attribute, characteristic, modify, yours } from '../../language/build';
import type { CardText } from '../../language/language';

export const grandNagusRom: CardText = {
  blueprint: 'dow/dow42',
  whileInPlay: [
    modify('othersPresent', attribute('INTEGRITY'), 'add', 2, {
      filter: allOf(yours, characteristic('Ferengi')),
    }),
  ],
};
