// Quark Son of Keldar (bog/quarksonofkeldar), personnel, special skill:
// "Attributes all +3 if with {Grilka}."
// "With" is "present with" (Rulebook 12.4), anyone's Grilka.
import { allAttributes, ifWith, modify, titled } from '../../language/build';
import type { CardText } from '../../language/language';

export const quarkSonOfKeldar: CardText = {
  blueprint: 'bog/quarksonofkeldar',
  whileInPlay: [modify('self', allAttributes, 'add', 3, { condition: ifWith(titled('Grilka')) })],
};
