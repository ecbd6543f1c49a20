// Melora Pazlar (Emissary/emissary_67), personnel, special skill: "If in [GQ]: Stellar Cartography, Astrophysics"
// "If in [GQ]": at a location of the Gamma Quadrant's spaceline (Rulebook "Mission Phase" L219, L221), a special skill
// "always on" while she is there (Rulebook "Using Skills" L1002); each adds to her printed skill of that name (Rulings
// "skills – doubling skills": a form of adding skills).
import { ifItIs, inQuadrant, modify, skill } from '../../language/build';
import type { CardText } from '../../language/language';

export const meloraPazlar: CardText = {
  blueprint: 'Emissary/emissary_67',
  whileInPlay: [
    modify('self', [skill('Stellar Cartography'), skill('Astrophysics')], 'add', 1, {
      condition: ifItIs(inQuadrant('Gamma')),
    }),
  ],
};
