// Where No One Has Gone Before (premiere/wherenoonehasgonebefore), event:
// "Plays on table. Allows all your ships to leave one end of the spaceline and enter the other end."
// Its player's ships may move the other way round their spaceline (`ship.move` with `around`); the RANGE used is the
// sum of the spans entered, the location entered at the other end included (Rulebook 7.1.5 Move;
// domain/spaceline/around.ts).
import { allow, onTheTable } from '../../language/build';
import type { CardText } from '../../language/language';

export const whereNoOneHasGoneBefore: CardText = {
  blueprint: 'premiere/wherenoonehasgonebefore',
  plays: onTheTable,
  whileInPlay: [allow('goAround')],
};
