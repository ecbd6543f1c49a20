// Rybak (ENGAGE/engage_37), personnel, special skill: "If on your {Mercenary Ship}, it is attributes all +1."
// Rulebook "Using Skills" L1002 ("[SD]If on Cha'Joh, it is RANGE +2": a special skill "always on"): the ship he is
// aboard (12.4), when it is his player's (12.3 "your") and titled Mercenary Ship (12.10), is RANGE, WEAPONS and
// SHIELDS +1 (12.11 S.A.M.).
import { allOf, allShipAttributes, modify, titled, yours } from '../../language/build';
import type { CardText } from '../../language/language';

export const rybak: CardText = {
  blueprint: 'ENGAGE/engage_37',
  whileInPlay: [
    modify('shipAboard', allShipAttributes, 'add', 1, { filter: allOf(yours, titled('Mercenary Ship')) }),
  ],
};
