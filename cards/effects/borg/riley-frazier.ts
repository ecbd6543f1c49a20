// Riley Frazier (borg/rileyfrazierfed), personnel, special skill:
// "Your other Borg present are each CUNNING +2."
// "Borg": the Borg characteristic (Rulebook "Characteristics" L1112), of your personnel present but herself.
import { allOf, attribute, characteristic, modify, yours } from '../../language/build';
import type { CardText } from '../../language/language';

export const rileyFrazier: CardText = {
  blueprint: 'borg/rileyfrazierfed',
  whileInPlay: [
    modify('othersPresent', attribute('CUNNING'), 'add', 2, { filter: allOf(yours, characteristic('Borg')) }),
  ],
};
