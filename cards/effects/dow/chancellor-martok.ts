// Chancellor Martok (dow/dow43), personnel, special skill: "Once per game, may download {Mantle of the Empire}."
// Rulebook "Downloading" and "Once per game": the equipment reports for duty at once to a facility it may report to,
// by the normal reporting rules (domain/downloads/text-downloads.ts).
import { downloads, titled } from '../../language/build';
import type { CardText } from '../../language/language';

export const chancellorMartok: CardText = {
  blueprint: 'dow/dow43',
  whileInPlay: [downloads(titled('Mantle of the Empire'), { perGame: 1 })],
};
