// Edward Jellico (Showdown: Four Lights) (SFL/sfl30), personnel, special skills: "DL/ {Get It Done}" (a plain [DL]
// icon, read by domain/downloads/special-downloads.ts from the card) and "At [CAR]: Leadership, Stellar Cartography,
// Physics."
// "At [CAR]": at a spaceline location whose mission bears the Cardassian icon (Rulebook 12.4 "Here"), a special skill
// "always on" while he is there (Rulebook "Using Skills" L1002); the Leadership adds to his printed Leadership (Rulings
// "skills – doubling skills": a form of adding skills).
import { ifAt, missionOf, modify, skill } from '../../language/build';
import type { CardText } from '../../language/language';

export const edwardJellicoShowdownFourLights: CardText = {
  blueprint: 'SFL/sfl30',
  whileInPlay: [
    modify('self', [skill('Leadership'), skill('Stellar Cartography'), skill('Physics')], 'add', 1, {
      condition: ifAt(missionOf('Cardassian')),
    }),
  ],
};
