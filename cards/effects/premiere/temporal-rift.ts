// Temporal Rift (premiere/Temporal-Rift), interrupt [Countdown:2]:
// "Plays on your ship. Ship disappears. When countdown expires, ship reappears here."
// The ship, its crew and the cards on them leave the location, out of play (not present, not attackable); the rift
// stays in play on its player's table and counts down at the end of each of its owner's turns (Rulebook "Countdown
// Tickdown"); when it is discarded, the ship reappears where it was, at the end of that turn.
import { allOf, ofType, onCard, shipDisappearsUntilCountdownExpires, yours } from '../../language/build';
import type { CardText } from '../../language/language';

export const temporalRift: CardText = {
  blueprint: 'premiere/Temporal-Rift',
  plays: onCard(allOf(ofType('Ship'), yours)),
  immediate: [shipDisappearsUntilCountdownExpires],
  afterUse: 'entersPlay',
};
