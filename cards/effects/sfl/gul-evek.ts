// Gul Evek (SFL/sfl21), personnel, special skill: "At [FED]: Diplomacy, Honor, Law."
// "At [FED]": at a spaceline location whose mission bears the Federation icon (Rulebook 12.4 "Here"), a special skill
// "always on" while he is there (Rulebook "Using Skills" L1002); the Diplomacy adds to his printed Diplomacy (Rulings
// "skills – doubling skills": a form of adding skills).
import { ifAt, missionOf, modify, skill } from '../../language/build';
import type { CardText } from '../../language/language';

export const gulEvek: CardText = {
  blueprint: 'SFL/sfl21',
  whileInPlay: [
    modify('self', [skill('Diplomacy'), skill('Honor'), skill('Law')], 'add', 1, {
      condition: ifAt(missionOf('Federation')),
    }),
  ],
};
