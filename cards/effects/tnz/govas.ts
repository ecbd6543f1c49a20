// Govas (tnz/TNZ43), personnel, special skill: "DL/ {Classic Disruptor} (if in Neutral Zone)."
// "In Neutral Zone": at a location of the Neutral Zone Region (Rulebook "Regions"), his [DL] icon, read from the card
// by domain/downloads/special-downloads.ts (Rulebook "Special Download": once per game, to his location), usable only
// then (Rulebook "Using Skills" L1002).
import { allow, inRegion } from '../../language/build';
import type { CardText } from '../../language/language';

export const govas: CardText = {
  blueprint: 'tnz/TNZ43',
  whileInPlay: [allow('download', { cards: 'self', whileItIs: inRegion('Neutral Zone Region') })],
};
