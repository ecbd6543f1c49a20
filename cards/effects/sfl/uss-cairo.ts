// U.S.S. Cairo (SFL/sfl35), ship: "Tractor Beam At [CAR]: WEAPONS and SHIELDS +2."
// "At [CAR]": at a spaceline location whose mission bears the Cardassian icon (Rulebook 12.4 "Here"), the modifier on
// while it is there (12.11 S.A.M.); its Tractor Beam is special equipment the engine reads from the card.
import { attribute, ifAt, missionOf, modify } from '../../language/build';
import type { CardText } from '../../language/language';

export const ussCairo: CardText = {
  blueprint: 'SFL/sfl35',
  whileInPlay: [
    modify('self', [attribute('WEAPONS'), attribute('SHIELDS')], 'add', 2, {
      condition: ifAt(missionOf('Cardassian')),
    }),
  ],
};
