// The Centurion (twt/thecenturion), personnel, special skill:
// "Other Romulans at this location are attributes all +1."
// "Romulans": the Romulan characteristic (Rulebook "Characteristics" L1112), anyone's, anywhere at his spaceline location
// (Rulebook 12.4 "Here"), but himself.
import { allAttributes, allOf, characteristic, modify, ofType } from '../../language/build';
import type { CardText } from '../../language/language';

export const theCenturion: CardText = {
  blueprint: 'twt/thecenturion',
  whileInPlay: [
    modify('othersAtSameLocation', allAttributes, 'add', 1, {
      filter: allOf(ofType('Personnel'), characteristic('Romulan')),
    }),
  ],
};
