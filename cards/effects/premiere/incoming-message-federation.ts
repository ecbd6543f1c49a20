// Incoming Message - Federation (premiere/incomingmessagefederation), interrupt:
// "Your ship must immediately return to the nearest Federation outpost, full speed. Place on one Federation ship until outpost
// reached, then discard."
// A required action (Rulebook "Required Actions", domain/required-actions.ts) on any Federation ship, either player's, whose
// controller has a Federation outpost on its spaceline (Rulings "outpost"); "nearest" by locations, then span (12.6).
import {
  affiliation,
  allOf,
  mayReturnToOutpost,
  ofType,
  onCard,
  returnTargetToNearestOutpost,
} from '../build';
import type { CardText } from '../language';

export const incomingMessageFederation: CardText = {
  blueprint: 'premiere/incomingmessagefederation',
  plays: onCard(allOf(ofType('Ship'), affiliation('Federation'), mayReturnToOutpost('Federation'))),
  immediate: [returnTargetToNearestOutpost('Federation')],
  afterUse: 'entersPlay',
};
