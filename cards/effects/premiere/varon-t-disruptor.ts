// Varon-T Disruptor (premiere/varontdisruptor), artifact:
// "Use as Equipment card. Doubles your personnel's STRENGTH where present. (Not cumulative.)"
// Earned with the team that solved its mission (domain/mission-attempt/earning.ts); it never plays from hand.
import { attribute, modify } from '../../language/build';
import type { CardText } from '../../language/language';

export const varonTDisruptor: CardText = {
  blueprint: 'premiere/varontdisruptor',
  whileInPlay: [modify('yourPersonnelPresent', attribute('STRENGTH'), 'multiply', 2)],
};
