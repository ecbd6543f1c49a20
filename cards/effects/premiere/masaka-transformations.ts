// Masaka Transformations (premiere/masakatransformations), event:
// "Plays on any player. That player must shuffle entire hand, place on bottom of draw deck, then draw the same
// number of cards from the top. Discard event after use."
import { handToBottomAndRedraw, onAnyPlayer } from '../../language/build';
import type { CardText } from '../../language/language';

export const masakaTransformations: CardText = {
  blueprint: 'premiere/masakatransformations',
  plays: onAnyPlayer,
  immediate: [handToBottomAndRedraw('chosenPlayer')],
  afterUse: 'discard',
};
