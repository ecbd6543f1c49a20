// Humuhumunukunukuapua'a (au/humuhumunukunukuapuaa), interrupt:
// "Plays on any location. For this turn: Your personnel with Youth are CUNNING +4 and STRENGTH +4. Opponent's
// non-aligned personnel are CUNNING -4 and STRENGTH -4."
// "Plays on any location": on the mission card standing for it; the personnel are those at that location as it plays,
// on the planet or aboard a ship or facility there (12.11 S.A.M.: each selected card's values modified until the end of
// the turn, the interrupt the source, Transwarp Conduit's verb). "Your": its player's; "Opponent's": the others'.
import {
  affiliation,
  allInPlay,
  allOf,
  attribute,
  forThisTurn,
  hasSkill,
  modifiedBy,
  not,
  ofType,
  onCard,
  theTarget,
  yours,
} from '../../language/build';
import type { CardText } from '../../language/language';

export const humuhumunukunukuapuaa: CardText = {
  blueprint: 'au/humuhumunukunukuapuaa',
  plays: onCard(ofType('Mission')),
  immediate: [
    forThisTurn(
      allInPlay(allOf(ofType('Personnel'), yours, hasSkill('Youth')), { at: theTarget }),
      modifiedBy([attribute('CUNNING'), attribute('STRENGTH')], 'add', 4),
    ),
    forThisTurn(
      allInPlay(allOf(ofType('Personnel'), not(yours), affiliation('Non-Aligned')), { at: theTarget }),
      modifiedBy([attribute('CUNNING'), attribute('STRENGTH')], 'add', -4),
    ),
  ],
};
