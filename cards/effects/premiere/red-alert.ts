// Red Alert! (premiere/Red-Alert), event:
// "Plays on table. In place of your normal card play, you may report for duty any number of Ship, Personnel, and
// Equipment cards."
import { allow, onTheTable } from '../../language/build';
import type { CardText } from '../../language/language';

export const redAlert: CardText = {
  blueprint: 'premiere/Red-Alert',
  plays: onTheTable,
  whileInPlay: [allow('reportAnyNumber')],
};
