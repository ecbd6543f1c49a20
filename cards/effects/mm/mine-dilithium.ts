// Mine Dilithium (mm/minedilithiuma; its Virtual reprint crossovers/crossoversup_25 a copy, Rulebook "Copies"), Mirror
// Quadrant planet mission:
// "Geology + Transporter Skill Solving player's ships are RANGE +1."
// Rulebook 7.2 "Solving a Mission" (L705; L600: a mission another player seeded may be attempted) and 12.11 S.A.M.: once
// the mission is solved (`onceSolved`), a lasting modifier of the mission on every ship of the player who solved it,
// wherever it is (`yourShips`: a solved mission's "your" is its solver's, domain/card-effects/speaker.ts).
import { attribute, modify, onceSolved } from '../../language/build';
import type { CardText } from '../../language/language';

export const mineDilithium: CardText = {
  blueprint: 'mm/minedilithiuma',
  whileInPlay: [modify('yourShips', attribute('RANGE'), 'add', 1, { condition: onceSolved })],
};
