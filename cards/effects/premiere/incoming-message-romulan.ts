// Incoming Message - Romulan (premiere/incomingmessageromulan), interrupt:
// "Your ship must immediately return to the nearest Romulan outpost, full speed. Place on one Romulan ship until outpost
// reached, then discard."
// A required action (Rulebook "Required Actions", domain/required-actions.ts) on any Romulan ship, either player's, whose
// controller has a Romulan outpost on its spaceline (Rulings "outpost"); "nearest" by locations, then span (12.6).
import {
  affiliation,
  allOf,
  mayReturnToOutpost,
  ofType,
  onCard,
  returnTargetToNearestOutpost,
} from '../build';
import type { CardText } from '../language';

export const incomingMessageRomulan: CardText = {
  blueprint: 'premiere/incomingmessageromulan',
  plays: onCard(allOf(ofType('Ship'), affiliation('Romulan'), mayReturnToOutpost('Romulan'))),
  immediate: [returnTargetToNearestOutpost('Romulan')],
  afterUse: 'entersPlay',
};
