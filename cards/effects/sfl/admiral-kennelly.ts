// Admiral Kennelly (SFL/sfl16; its variant sfl16ALT is a copy), personnel, special skills: "At [CAR]: Greed,
// SECURITY." and "At [FED]: Law, INTEGRITY+1."
// "At [X]": at a spaceline location whose mission bears that affiliation icon (Rulebook 12.4 "Here"), each special
// skill "always on" while he is there (Rulebook "Using Skills" L1002; 12.11 S.A.M. for the INTEGRITY).
import { attribute, ifAt, missionOf, modify, skill } from '../../language/build';
import type { CardText } from '../../language/language';

const atFederation = ifAt(missionOf('Federation'));

export const admiralKennelly: CardText = {
  blueprint: 'SFL/sfl16',
  whileInPlay: [
    modify('self', [skill('Greed'), skill('SECURITY')], 'add', 1, {
      condition: ifAt(missionOf('Cardassian')),
    }),
    modify('self', skill('Law'), 'add', 1, { condition: atFederation }),
    modify('self', attribute('INTEGRITY'), 'add', 1, { condition: atFederation }),
  ],
};
