// K'mbol (SSttR/ssttr31), personnel, special skill: "DL/ {Medical Kit} (if with your [Films] Leadership)."
// "With your [Films] Leadership": present with (Rulebook 12.4 Present L1232) a personnel of his player's (12.3 "your")
// with the [Films] icon and Leadership; his [DL] icon, read from the card by domain/downloads/special-downloads.ts
// (Rulebook "Special Download": once per game, to his location), usable only then (Rulebook "Using Skills" L1002).
import { allOf, allow, hasSkill, presentWith, yours } from '../../language/build';
import { icon } from '../../language/build-time-travel';
import type { CardText } from '../../language/language';

export const kmbol: CardText = {
  blueprint: 'SSttR/ssttr31',
  whileInPlay: [
    allow('download', {
      cards: 'self',
      whileItIs: presentWith(allOf(yours, icon('Films'), hasSkill('Leadership'))),
    }),
  ],
};
