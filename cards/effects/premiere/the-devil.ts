// The Devil (premiere/thedevil), interrupt:
// "Destroys any one {Treaty} card on table OR one {Horga'hn} on table OR one {Wind Dancer}."
// Treaties and Horga'hn are only ever in play on the table.
import { anyOf, discard, onCard, theTarget, titled } from '../../language/build';
import type { CardText } from '../../language/language';

export const theDevil: CardText = {
  blueprint: 'premiere/thedevil',
  plays: onCard(anyOf(titled('Treaty'), titled("Horga'hn"), titled('Wind Dancer'))),
  immediate: [discard(theTarget)],
};
