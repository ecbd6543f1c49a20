// Phased Cloaking Device (roa/phasedcloakingdevice), artifact:
// "May seed under {Pegasus Search}. Use as an Equipment card. While aboard your ship, that ship has a Phasing Cloak
// (RANGE +4 while phased)."
// It may seed under Pegasus Search, a space mission (domain/mission-attempt/misseed.ts `maySeedUnder`); earned, it joins the crew as
// equipment (domain/cards-in-play/equipment.ts); aboard a ship of its controller it lets that ship phase
// (`allow('phase', { cards: 'shipAboard' })`, Rulebook 7.6, domain/orders/phasing.ts) and gives it RANGE +4 while phased.
import { allOf, allow, attribute, modify, phased, yours } from '../../language/build';
import type { CardText } from '../../language/language';

export const phasedCloakingDevice: CardText = {
  blueprint: 'roa/phasedcloakingdevice',
  whileInPlay: [
    allow('phase', { cards: 'shipAboard' }),
    modify('shipAboard', attribute('RANGE'), 'add', 4, { filter: allOf(phased, yours) }),
  ],
};
