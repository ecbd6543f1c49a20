// Resupply Marauder (HF4/HMF4_18), [FER] space mission:
// "OFFICER + ENGINEER x2 + Acquisition Solving player's D'Kora-class ships are RANGE +1."
// Rulebook 7.2 "Solving a Mission" (L705) and 12.11 S.A.M.: once the mission is solved (`onceSolved`), a lasting
// modifier of the mission on every D'Kora-class ship of the player who solved it, wherever it is (`yourShips`: a
// solved mission's "your" is its solver's, domain/card-effects/speaker.ts).
import { attribute, characteristic, modify, onceSolved } from '../../language/build';
import type { CardText } from '../../language/language';

export const resupplyMarauder: CardText = {
  blueprint: 'HF4/HMF4_18',
  whileInPlay: [
    modify('yourShips', attribute('RANGE'), 'add', 1, {
      condition: onceSolved,
      filter: characteristic("D'Kora-Class"),
    }),
  ],
};
