// Incoming Message - Federation, - Klingon, - Romulan (premiere/incomingmessage…), interrupts, e.g.:
// "Your ship must immediately return to the nearest Klingon outpost, full speed. Place on one Klingon ship until outpost
// reached, then discard."
// A required action (Rulebook "Required Actions", domain/orders/required-actions.ts) on any ship of that affiliation, either
// player's, whose controller has an outpost of it on its spaceline (Rulings "outpost"); "nearest" by locations, then
// span (12.6). The cards differ only in the affiliation; the later sets' Bajoran, Cardassian and Ferengi messages use
// the same constructor.
import type { Affiliation, BlueprintId } from '../../blueprint';
import {
  affiliation,
  allOf,
  mayReturnToOutpost,
  mustTravel,
  nearestOutpost,
  ofType,
  onCard,
} from '../../language/build';
import type { CardText } from '../../language/language';

/** The text of every "Incoming Message - {affiliation}" card. */
export const incomingMessage = (blueprint: BlueprintId, to: Affiliation): CardText => ({
  blueprint,
  plays: onCard(allOf(ofType('Ship'), affiliation(to), mayReturnToOutpost(to))),
  immediate: [mustTravel(nearestOutpost(to))],
  afterUse: 'entersPlay',
});

export const incomingMessageFederation = incomingMessage('premiere/incomingmessagefederation', 'Federation');
export const incomingMessageKlingon = incomingMessage('premiere/incomingmessageklingon', 'Klingon');
export const incomingMessageRomulan = incomingMessage('premiere/incomingmessageromulan', 'Romulan');
