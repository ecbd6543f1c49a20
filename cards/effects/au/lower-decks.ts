// Lower Decks (au/Lower-Decks), event:
// "Plays on table. Each of your non-holographic, universal personnel is attributes all +2. (Captain's Order.)"
// "Your … personnel": yours in play, wherever they are; "non-holographic": without the [Holo] icon (Rulebook
// "Holograms"); "universal": the [*] universal symbol. Not "(Cumulative.)" (Rulebook 12.9). "(Captain's Order.)" is a
// keyword other cards refer to.
import { allAttributes, allOf, modify, not, onTheTable, universal } from '../../language/build';
import { icon } from '../../language/build-time-travel';
import type { CardText } from '../../language/language';

export const lowerDecks: CardText = {
  blueprint: 'au/Lower-Decks',
  plays: onTheTable,
  whileInPlay: [
    modify('yourPersonnel', allAttributes, 'add', 2, { filter: allOf(universal, not(icon('Holo'))) }),
  ],
};
