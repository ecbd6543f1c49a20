// Eight of Twenty (qwho/QWho11), personnel, special skill: "Once per game, may download {Redirected Effort}."
// Rulebook "Downloading" and "Once per game" (domain/downloads/text-downloads.ts). Redirected Effort is not declared, so until it
// is the download is never legal.
import { downloads, titled } from '../../language/build';
import type { CardText } from '../../language/language';

export const eightOfTwenty: CardText = {
  blueprint: 'qwho/QWho11',
  whileInPlay: [downloads(titled('Redirected Effort'), { perGame: 1 })],
};
