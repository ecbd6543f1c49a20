// Dividius (tnz/TNZ42), personnel, special skill: "DL/ {Classic Communicator} (if in Neutral Zone)."
// "In Neutral Zone": at a location of the Neutral Zone Region (Rulebook "Regions"), her [DL] icon, read from the card
// by domain/downloads/special-downloads.ts (Rulebook "Special Download": once per game, to her location), usable only
// then (Rulebook "Using Skills" L1002).
import { allow, inRegion } from '../../language/build';
import type { CardText } from '../../language/language';

export const dividius: CardText = {
  blueprint: 'tnz/TNZ42',
  whileInPlay: [allow('download', { cards: 'self', whileItIs: inRegion('Neutral Zone Region') })],
};
