// Starfleet Phaser Pistol (enterprise/StarfleetPhaserPistolECR), equipment:
// "[Sta] use only. Each of your personnel present is STRENGTH +2 (or +3 if that personnel has SECURITY). (Cumulative.)"
// [Sta]: the Starfleet affiliation.
import { affiliation, allOf, attribute, hasSkill, modify, not } from '../../language/build';
import type { CardText } from '../../language/language';

export const starfleetPhaserPistol: CardText = {
  blueprint: 'enterprise/StarfleetPhaserPistolECR',
  whileInPlay: [
    modify('yourPersonnelPresent', attribute('STRENGTH'), 'add', 2, {
      filter: allOf(affiliation('Starfleet'), not(hasSkill('SECURITY'))),
    }),
    modify('yourPersonnelPresent', attribute('STRENGTH'), 'add', 3, {
      filter: allOf(affiliation('Starfleet'), hasSkill('SECURITY')),
    }),
  ],
  cumulative: true,
};
