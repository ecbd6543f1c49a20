// I.K.S. Pagh (The Next Generation) (TNG/tng_99V), ship: "Cloaking Device, Tractor Beam In battle, draw an extra
// Tactic."
// "In battle": in its player's force in a ship battle; "draw an extra Tactic": one more Tactic card its player may draw
// in stage 3 Tactics (Rulebook 7.4: the draws are "up to", so the extra one is optional too, as on Soterus), a modifier
// of the ship's Tactic draws (domain/battle-rules/tactic-rules.ts).
import { modify, tacticValue } from '../../language/build';
import type { CardText } from '../../language/language';

export const iksPagh: CardText = {
  blueprint: 'TNG/tng_99V',
  whileInPlay: [modify('self', tacticValue('draws'), 'add', 1)],
};
