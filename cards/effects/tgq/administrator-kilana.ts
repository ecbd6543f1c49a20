// Administrator Kilana (tgq/tgq_31V), personnel, special skill: "Once per game, may download {Dominion Hierarchy}."
// Rulebook "Downloading" and "Once per game" (domain/downloads/text-downloads.ts). Dominion Hierarchy is not declared, so until
// it is the download is never legal.
import { downloads, titled } from '../../language/build';
import type { CardText } from '../../language/language';

export const administratorKilana: CardText = {
  blueprint: 'tgq/tgq_31V',
  whileInPlay: [downloads(titled('Dominion Hierarchy'), { perGame: 1 })],
};
