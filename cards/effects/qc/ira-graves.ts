// Ira Graves (qc/iragraves), personnel, special skill:
// "and Biology if {Kareen Brianon} in play."
// His printed skills are followed by "and Biology …": he has Biology while a Kareen Brianon is in play, anywhere and
// anyone's (Rulebook "Entering Play").
import { ifInPlay, modify, skill, titled } from '../../language/build';
import type { CardText } from '../../language/language';

export const iraGraves: CardText = {
  blueprint: 'qc/iragraves',
  whileInPlay: [
    modify('self', skill('Biology'), 'add', 1, { condition: ifInPlay(titled('Kareen Brianon')) }),
  ],
};
