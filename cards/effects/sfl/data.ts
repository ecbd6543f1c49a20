// Data (Showdown: Four Lights) (SFL/sfl28), personnel, special skill: "At [CAR]: Leadership, SCIENCE, Stellar
// Cartography."
// "At [CAR]": at a spaceline location whose mission bears the Cardassian icon (Rulebook 12.4 "Here"), a special skill
// "always on" while he is there (Rulebook "Using Skills" L1002).
import { ifAt, missionOf, modify, skill } from '../../language/build';
import type { CardText } from '../../language/language';

export const dataShowdownFourLights: CardText = {
  blueprint: 'SFL/sfl28',
  whileInPlay: [
    modify('self', [skill('Leadership'), skill('SCIENCE'), skill('Stellar Cartography')], 'add', 1, {
      condition: ifAt(missionOf('Cardassian')),
    }),
  ],
};
