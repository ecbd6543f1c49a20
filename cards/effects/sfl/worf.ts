// Worf (Showdown: Four Lights) (SFL/sfl33), personnel, special skill: "At [CAR]: SECURITY, Law. At [CAR]: Your other
// personnel present are STRENGTH +2."
// "At [CAR]": at a spaceline location whose mission bears the Cardassian icon (Rulebook 12.4 "Here"), each special
// skill "always on" while he is there (Rulebook "Using Skills" L1002): his SECURITY adds to his printed SECURITY
// (Rulings "skills – doubling skills"), and each other personnel of yours present with him (12.4 Present, "your"
// 12.3) is STRENGTH +2 (12.11 S.A.M.), not himself.
import { attribute, ifAt, missionOf, modify, skill, yours } from '../../language/build';
import type { CardText } from '../../language/language';

const atCardassian = ifAt(missionOf('Cardassian'));

export const worfShowdownFourLights: CardText = {
  blueprint: 'SFL/sfl33',
  whileInPlay: [
    modify('self', [skill('SECURITY'), skill('Law')], 'add', 1, { condition: atCardassian }),
    modify('othersPresent', attribute('STRENGTH'), 'add', 2, { filter: yours, condition: atCardassian }),
  ],
};
