// Incoming Message - Klingon (premiere/incomingmessageklingon), interrupt:
// "Your ship must immediately return to the nearest Klingon outpost, full speed. Place on one Klingon ship until outpost
// reached, then discard."
// A required action (Rulebook "Required Actions", domain/required-actions.ts) on any Klingon ship, either player's, whose
// controller has a Klingon outpost on its spaceline (Rulings "outpost"); "nearest" by locations, then span (12.6).
import {
  affiliation,
  allOf,
  mayReturnToOutpost,
  ofType,
  onCard,
  returnTargetToNearestOutpost,
} from '../build';
import type { CardText } from '../language';

export const incomingMessageKlingon: CardText = {
  blueprint: 'premiere/incomingmessageklingon',
  plays: onCard(allOf(ofType('Ship'), affiliation('Klingon'), mayReturnToOutpost('Klingon'))),
  immediate: [returnTargetToNearestOutpost('Klingon')],
  afterUse: 'entersPlay',
};
