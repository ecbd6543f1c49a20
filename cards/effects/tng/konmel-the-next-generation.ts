// Konmel (The Next Generation) (TNG/tng_84V), personnel, special skill: "DL/ {Klingon Disruptor} (if with {Korris})."
// "With": present with (Rulebook 12.4 Present L1232), his [DL] icon, read from the card by
// domain/downloads/special-downloads.ts (Rulebook "Special Download": once per game, to his location), usable only
// while a Korris is present with him (Rulebook "Using Skills" L1002).
import { allow, presentWith, titled } from '../../language/build';
import type { CardText } from '../../language/language';

export const konmelTheNextGeneration: CardText = {
  blueprint: 'TNG/tng_84V',
  whileInPlay: [allow('download', { cards: 'self', whileItIs: presentWith(titled('Korris')) })],
};
