// Primitive Culture (fc/primitiveculture), [P] dilemma:
// "To get past, requires 3 Vulcans OR Anthropology and CIVILIAN OR Vorta and 4 Jem'Hadar OR 2 Tal Shiar OR 2 Obsidian
// Order OR Acquisition and 2 Greed OR 6 Klingons OR 4 [Def] Borg."
// Vulcans, Vorta, Jem'Hadar and Klingons are species (printed characteristics); Tal Shiar, Obsidian Order, Acquisition
// and Greed are skills; "[Def] Borg" are personnel with the [Def] icon.
import {
  all,
  and,
  atLeast,
  characteristic,
  icon,
  or,
  requires,
  skill,
  toGetPast,
} from '../../language/build-dilemmas';
import type { DilemmaDeclaration } from '../../language/dilemma-language';

export const primitiveCulture: DilemmaDeclaration = {
  blueprint: 'fc/primitiveculture',
  effects: [
    toGetPast(
      or(
        atLeast(3, characteristic('Vulcan')),
        requires(all(skill('Anthropology'), skill('CIVILIAN'))),
        and(atLeast(1, characteristic('Vorta')), atLeast(4, characteristic("Jem'Hadar"))),
        requires(skill('Tal Shiar', 2)),
        requires(skill('Obsidian Order', 2)),
        requires(all(skill('Acquisition'), skill('Greed', 2))),
        atLeast(6, characteristic('Klingon')),
        atLeast(4, icon('Def')),
      ),
    ),
  ],
  disposition: 'reseeds',
};
