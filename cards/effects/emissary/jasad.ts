// Jasad (Emissary) (Emissary/emissary_54), personnel, special skill: "If in [GQ], [Car] ship he is aboard is
// attributes all +2."
// "If in [GQ]": at a location of the Gamma Quadrant's spaceline (Rulebook "Mission Phase" L219, L221), a special skill
// "always on" while he is there (Rulebook "Using Skills" L1002): the Cardassian ship he is aboard (12.4) is RANGE,
// WEAPONS and SHIELDS +2 (12.11 S.A.M.).
import { affiliation, allShipAttributes, ifItIs, inQuadrant, modify } from '../../language/build';
import type { CardText } from '../../language/language';

export const jasadEmissary: CardText = {
  blueprint: 'Emissary/emissary_54',
  whileInPlay: [
    modify('shipAboard', allShipAttributes, 'add', 2, {
      filter: affiliation('Cardassian'),
      condition: ifItIs(inQuadrant('Gamma')),
    }),
  ],
};
