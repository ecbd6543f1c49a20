// Commander Chekov (Paradise Lost) (PL/pl25), personnel, special skill: "If on {U.S.S. Reliant}, it is WEAPONS +2."
// Rulebook "Using Skills" L1002 ("[SD]If on Cha'Joh, it is RANGE +2": a special skill "always on"): the ship he is
// aboard (12.4), when titled U.S.S. Reliant (12.10), is WEAPONS +2 (12.11 S.A.M.).
import { attribute, modify, titled } from '../../language/build';
import type { CardText } from '../../language/language';

export const commanderChekovParadiseLost: CardText = {
  blueprint: 'PL/pl25',
  whileInPlay: [modify('shipAboard', attribute('WEAPONS'), 'add', 2, { filter: titled('U.S.S. Reliant') })],
};
