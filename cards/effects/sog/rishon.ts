// Rishon (SoG/SoG_46), personnel, special skill: "Twice per game, may download {Rishon Uxbridge}."
// Rulebook "Downloading" and "Once per game" (domain/downloads/text-downloads.ts). Rishon Uxbridge is not declared, so until it
// is the download is never legal.
import { downloads, titled } from '../../language/build';
import type { CardText } from '../../language/language';

export const rishon: CardText = {
  blueprint: 'SoG/SoG_46',
  whileInPlay: [downloads(titled('Rishon Uxbridge'), { perGame: 2 })],
};
