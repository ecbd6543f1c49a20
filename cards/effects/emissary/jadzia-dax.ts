// Jadzia Dax (Emissary) (Emissary/emissary_64), personnel, special skill: "If in [GQ]: Geology, Physics, Archaeology,
// Exobiology"
// "If in [GQ]": at a location of the Gamma Quadrant's spaceline (Rulebook "Mission Phase" L219, L221), a special skill
// "always on" while she is there (Rulebook "Using Skills" L1002).
import { ifItIs, inQuadrant, modify, skill } from '../../language/build';
import type { CardText } from '../../language/language';

export const jadziaDaxEmissary: CardText = {
  blueprint: 'Emissary/emissary_64',
  whileInPlay: [
    modify(
      'self',
      [skill('Geology'), skill('Physics'), skill('Archaeology'), skill('Exobiology')],
      'add',
      1,
      {
        condition: ifItIs(inQuadrant('Gamma')),
      },
    ),
  ],
};
