// 1 Tribble - Bonus (twt/1tribblebonus), Tribble; its printings 1 Tribble - Discard and 1 Tribble - Go are copies
// (cards/tribble-cards.ts `titleOf`):
// "May report anywhere. Each non-Klingon present is CUNNING -1. Once every turn, may "stop" one personnel present
// (random selection)."
// "May report anywhere": the small tribble rule (Rulebook "Tribbles (11.3)", domain/tribbles/tribbles.ts). "non-Klingon": a
// personnel without the Klingon characteristic (species); not "(Cumulative.)", so copies present do not stack. The stop
// is an activated ability of its controller's, on either player's turn (`card.activate`,
// domain/card-effects/activated.ts), among every personnel present, anyone's, stopped or not.
import {
  activated,
  allOf,
  attribute,
  characteristic,
  modify,
  not,
  ofType,
  presentWithOf,
  randomOf,
  stop,
  thisCard,
} from '../../language/build';
import type { CardText } from '../../language/language';

export const oneTribble: CardText = {
  blueprint: 'twt/1tribblebonus',
  whileInPlay: [
    modify('othersPresent', attribute('CUNNING'), 'add', -1, {
      filter: allOf(ofType('Personnel'), not(characteristic('Klingon'))),
    }),
  ],
  activated: [activated('onceEveryTurn', stop(randomOf(1, presentWithOf(thisCard, ofType('Personnel')))))],
};
