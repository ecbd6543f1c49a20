// Plasmadyne Relay (qc/PlasmadyneRelay), equipment:
// "While on a ship, RANGE and SHIELDS are +2. While on a station or outpost, SHIELDS are +4. (Cumulative.)"
// "On a ship", "on a station or outpost": aboard it, anyone's; the ship or facility it is aboard is enhanced.
import { anyOf, attribute, facility, modify, ofType } from '../../language/build';
import type { CardText } from '../../language/language';

export const plasmadyneRelay: CardText = {
  blueprint: 'qc/PlasmadyneRelay',
  whileInPlay: [
    modify('carrierAboard', [attribute('RANGE'), attribute('SHIELDS')], 'add', 2, { filter: ofType('Ship') }),
    modify('carrierAboard', attribute('SHIELDS'), 'add', 4, {
      filter: anyOf(facility('Station'), facility('Outpost')),
    }),
  ],
  cumulative: true,
};
