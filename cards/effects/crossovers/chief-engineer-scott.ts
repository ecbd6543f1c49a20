// Chief Engineer Scott (crossovers/crossoversup_42; mm/chiefengineerscott is a copy), personnel, special skill: "If on
// a [MQ][OS] ship, it is attributes all +2."
// Rulebook "Using Skills" L1002 ("[SD]If on Cha'Joh, it is RANGE +2": a special skill "always on"): the ship he is
// aboard (12.4), when it bears both the Mirror Quadrant icon (the card data's `MU`) and the [OS] icon, is RANGE,
// WEAPONS and SHIELDS +2 (12.11 S.A.M.).
import { allOf, allShipAttributes, modify } from '../../language/build';
import { icon } from '../../language/build-time-travel';
import type { CardText } from '../../language/language';

export const chiefEngineerScott: CardText = {
  blueprint: 'crossovers/crossoversup_42',
  whileInPlay: [modify('shipAboard', allShipAttributes, 'add', 2, { filter: allOf(icon('MU'), icon('OS')) })],
};
