// Suna (otsd/suna; reprinted otsdr/otsdr18, VP/SunaVP), personnel, special skill:
// "Once per game, may download {Reflection Therapy}."
// Rulebook "Downloading" and "Once per game": on your turn, Reflection Therapy found and played at once by its text,
// once per game for the title Suna (domain/downloads/text-downloads.ts). Reflection Therapy is not declared, so until it is the
// download is never legal (a download must play its target at once).
import { downloads, titled } from '../../language/build';
import type { CardText } from '../../language/language';

export const suna: CardText = {
  blueprint: 'otsd/suna',
  whileInPlay: [downloads(titled('Reflection Therapy'), { perGame: 1 })],
};
