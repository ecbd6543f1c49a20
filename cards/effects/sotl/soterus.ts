// Soterus (Ships of the Line) (SotL/SotL18), ship: "Cloaking Device, Tractor Beam. While in battle, may draw an extra
// Tactic."
// "While in battle": in its player's force in a ship battle: one more Tactic card its player may draw in stage 3, a
// modifier of the ship's Tactic draws (domain/battle-rules/tactic-rules.ts).
import { modify, tacticValue } from '../../language/build';
import type { CardText } from '../../language/language';

export const soterus: CardText = {
  blueprint: 'SotL/SotL18',
  whileInPlay: [modify('self', tacticValue('draws'), 'add', 1)],
};
