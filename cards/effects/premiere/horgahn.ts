// Horga'hn (premiere/Horgahn_a), artifact:
// "Immediately plays on table. Each turn, gain an additional normal card play OR at end of turn, draw an extra card."
// Earned onto the table (Rulebook 7.2); a player who makes no additional card play draws the extra card: the
// permission `extraCardPlay` (asked by domain/card-play/card-play-timing.ts) and a turn-ending ability on its condition.
import { allow, allowanceUnused, atEndOfTurnIf, draw, eachTurnOf } from '../../language/build';
import type { CardText } from '../../language/language';

export const horgahn: CardText = {
  blueprint: 'premiere/Horgahn_a',
  whileInPlay: [allow('extraCardPlay')],
  triggers: [atEndOfTurnIf(eachTurnOf('you'), allowanceUnused('extraCardPlay'), draw('you', 1))],
};
