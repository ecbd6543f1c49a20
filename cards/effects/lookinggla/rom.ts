// Rom (Through the Looking Glass) (lookinggla/lookingglass_52V), personnel, special skill: "If in [MU]: ENGINEER,
// SCIENCE, Treachery"
// "If in [MU]": at a location of the Mirror Quadrant's spaceline (Rulebook "Mission Phase" L219, L221: the [MQ]
// icon), a special skill "always on" while he is there (Rulebook "Using Skills" L1002); the ENGINEER adds to his
// printed ENGINEER (Rulings "skills – doubling skills").
import { ifItIs, inQuadrant, modify, skill } from '../../language/build';
import type { CardText } from '../../language/language';

export const romThroughTheLookingGlass: CardText = {
  blueprint: 'lookinggla/lookingglass_52V',
  whileInPlay: [
    modify('self', [skill('ENGINEER'), skill('SCIENCE'), skill('Treachery')], 'add', 1, {
      condition: ifItIs(inQuadrant('Mirror')),
    }),
  ],
};
