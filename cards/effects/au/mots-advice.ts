// Mot's Advice (au/motsadvice), event:
// "Plays on any one personnel. While in play, that personnel gains the skill of Barbering."
// Any player's personnel; the event stays on it (events enter play) and the personnel it is on has Barbering while it
// is there (Rulebook 12.11 S.A.M.: a skill gained is a skill modifier of +1).
import { modify, ofType, onCard, skill } from '../../language/build';
import type { CardText } from '../../language/language';

export const motsAdvice: CardText = {
  blueprint: 'au/motsadvice',
  plays: onCard(ofType('Personnel')),
  whileInPlay: [modify('host', skill('Barbering'), 'add', 1)],
};
