// Dead in Bed (au/deadinbed), interrupt:
// "Kills any one personnel currently in stasis."
// Anyone's personnel in stasis (Rulebook 10.2.4); killed, it is discarded (targeted to die first where a card in play
// may save it).
import { allOf, inStasis, kill, ofType, onCard, theTarget } from '../../language/build';
import type { CardText } from '../../language/language';

export const deadInBed: CardText = {
  blueprint: 'au/deadinbed',
  plays: onCard(allOf(ofType('Personnel'), inStasis)),
  immediate: [kill(theTarget)],
};
