// Yellow Alert (au/Yellow-Alert), event:
// "Plays on table. While in play, cancels (discards) and prevents {Red Alert!} AND all your Personnel are each CUNNING
// +1 (Not cumulative.) (Captain's Order.)"
// "Cancels (discards)": as it enters play, every {Red Alert!} in play (either player's) is discarded; "prevents": while
// it is in play no player may play one. "All your Personnel": yours in play, wherever they are. "(Captain's Order.)"
// is a keyword other cards refer to; it does nothing by itself.
import { allInPlay, attribute, discard, modify, onTheTable, prevent, titled } from '../../language/build';
import type { CardText } from '../../language/language';

const redAlert = titled('Red Alert!');

export const yellowAlert: CardText = {
  blueprint: 'au/Yellow-Alert',
  plays: onTheTable,
  immediate: [discard(allInPlay(redAlert))],
  whileInPlay: [
    prevent('play', { cards: redAlert }),
    modify('yourPersonnel', attribute('CUNNING'), 'add', 1),
  ],
};
