// Masaka Transformations (premiere/masakatransformations), event:
// "Plays on any player. That player must shuffle entire hand, place on bottom of draw deck, then draw the same
// number of cards from the top. Discard event after use."
import {
  draw,
  handOf,
  onAnyPlayer,
  perCardOf,
  placeOnDrawDeck,
  select,
  shuffle,
  theSelected,
} from '../../language/build';
import type { CardText } from '../../language/language';

export const masakaTransformations: CardText = {
  blueprint: 'premiere/masakatransformations',
  plays: onAnyPlayer,
  immediate: [
    shuffle('chosenPlayer', 'hand'),
    select('transformed', handOf('chosenPlayer')),
    placeOnDrawDeck(theSelected('transformed'), 'bottom'),
    draw('chosenPlayer', perCardOf('transformed')),
  ],
  afterUse: 'discard',
};
