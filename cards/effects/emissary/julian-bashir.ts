// Julian Bashir (Emissary) (Emissary/emissary_66), personnel, special skill: "If in [GQ]: Biology, SCIENCE, X=2"
// "If in [GQ]": at a location of the Gamma Quadrant's spaceline (Rulebook "Mission Phase" L219, L221), a special skill
// "always on" while he is there (Rulebook "Using Skills" L1002). "X=2" is the X of his printed CUNNING 8+X and
// STRENGTH 5+X (the card data holds 8 and 5): each +2 there (12.11 S.A.M.), +0 elsewhere.
import { attribute, ifItIs, inQuadrant, modify, skill } from '../../language/build';
import type { CardText } from '../../language/language';

const inGamma = ifItIs(inQuadrant('Gamma'));

export const julianBashirEmissary: CardText = {
  blueprint: 'Emissary/emissary_66',
  whileInPlay: [
    modify('self', [skill('Biology'), skill('SCIENCE')], 'add', 1, { condition: inGamma }),
    modify('self', [attribute('CUNNING'), attribute('STRENGTH')], 'add', 2, { condition: inGamma }),
  ],
};
