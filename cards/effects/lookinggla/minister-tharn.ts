// Minister Tharn (lookinggla/lookingglass_54V), personnel, special skill: "At [S]: Honor x2, INTEGRITY +1 At [P]:
// Anthropology, Diplomacy, Leadership"
// "At [S]", "At [P]": at a spaceline location whose mission bears the space or planet icon (Rulebook "Mission Phase":
// a dual mission bears both), each special skill "always on" while he is there (Rulebook "Using Skills" L1002; "x2":
// two levels of the skill; 12.11 S.A.M. for the INTEGRITY).
import { atMission, attribute, ifItIs, modify, skill } from '../../language/build';
import type { CardText } from '../../language/language';

const atSpace = ifItIs(atMission('space'));

export const ministerTharn: CardText = {
  blueprint: 'lookinggla/lookingglass_54V',
  whileInPlay: [
    modify('self', skill('Honor'), 'add', 2, { condition: atSpace }),
    modify('self', attribute('INTEGRITY'), 'add', 1, { condition: atSpace }),
    modify('self', [skill('Anthropology'), skill('Diplomacy'), skill('Leadership')], 'add', 1, {
      condition: ifItIs(atMission('planet')),
    }),
  ],
};
