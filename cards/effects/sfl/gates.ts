// Gates (SFL/sfl31), personnel, special skill: "At [CAR]: Astrophysics, Diplomacy."
// "At [CAR]": at a spaceline location whose mission bears the Cardassian icon (Rulebook 12.4 "Here"), a special skill
// "always on" while she is there (Rulebook "Using Skills" L1002).
import { ifAt, missionOf, modify, skill } from '../../language/build';
import type { CardText } from '../../language/language';

export const gates: CardText = {
  blueprint: 'SFL/sfl31',
  whileInPlay: [
    modify('self', [skill('Astrophysics'), skill('Diplomacy')], 'add', 1, {
      condition: ifAt(missionOf('Cardassian')),
    }),
  ],
};
