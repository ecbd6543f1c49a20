// Geordi La Forge (The Next Generation) (TNG/tng_60V), personnel, special skill: "At [S]: Navigation, Astrophysics,
// Stellar Cartography At [P]: ENGINEER, Physics, Computer Skill"
// "At [S]", "At [P]": at a spaceline location whose mission bears the space or planet icon (Rulebook "Mission Phase":
// a dual mission bears both), each special skill "always on" while he is there (Rulebook "Using Skills" L1002).
import { atMission, ifItIs, modify, skill } from '../../language/build';
import type { CardText } from '../../language/language';

export const geordiLaForgeTheNextGeneration: CardText = {
  blueprint: 'TNG/tng_60V',
  whileInPlay: [
    modify('self', [skill('Navigation'), skill('Astrophysics'), skill('Stellar Cartography')], 'add', 1, {
      condition: ifItIs(atMission('space')),
    }),
    modify('self', [skill('ENGINEER'), skill('Physics'), skill('Computer Skill')], 'add', 1, {
      condition: ifItIs(atMission('planet')),
    }),
  ],
};
