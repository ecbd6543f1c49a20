// Glinn Telak (SFL/sfl20), personnel, special skill: "Twice per game, you may download {Holding Cell Door}."
// Rulebook "Downloading" and "Once per game" ("'twice per game' … work similarly"): on your turn, Holding Cell Door
// found and played at once by its text, on your ship or facility, twice per game for the title Glinn Telak
// (domain/downloads/text-downloads.ts).
import { downloads, titled } from '../../language/build';
import type { CardText } from '../../language/language';

export const glinnTelak: CardText = {
  blueprint: 'SFL/sfl20',
  whileInPlay: [downloads(titled('Holding Cell Door'), { perGame: 2 })],
};
