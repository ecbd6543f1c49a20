// Deanna Troi (First Contact) (fc/deannatroifc), personnel, special skill:
// "Once per game, may "unstop" her Away Team."
// An activated ability (`card.activate`, domain/card-effects/activated.ts), a normal action on her player's own turn
// (Rulebook "Using Skills" L1002), once in the game (L1262). "Her Away Team": the personnel of the Away Team she is in
// on a planet (Rulings "Away Team and crew"; stopped personnel form their own group, so stopped, she unstops those
// stopped with her); aboard a ship she is in a crew, not an Away Team, and has nothing to unstop. Rulings "stopped": cards
// stopped for a duration may still be unstopped by her.
import { activated, awayTeamOf, ofType, thisCard, unstop } from '../../language/build';
import type { CardText } from '../../language/language';

export const deannaTroiFirstContact: CardText = {
  blueprint: 'fc/deannatroifc',
  activated: [activated('oncePerGame', unstop(awayTeamOf(thisCard, ofType('Personnel'))))],
};
