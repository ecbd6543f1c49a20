// 100,000 Tribbles - Discard (twt/100000tribblesdiscard), Tribble; its printings 100,000 Tribbles - Rescue and
// 100,000 Tribbles - Clone (Ref) are copies (domain/tribbles/tribble-cards.ts `titleOf`):
// "Breeds from {10,000 Tribbles}. Where present, prevents personnel from reporting "for free." If on a planet when
// that mission solved, reduces its points by 10."
// "Where present": a personnel that would arrive where the card is (`prevent('reportForFree', { where: 'present' })`, domain/card-effects/permissions.ts). "that
// mission": the mission of the location whose planet it is on, its points -10 while it is there, so a solver scores 10
// fewer (Rulebook 7.2 "Solving a Mission", 12.11 S.A.M.; copies not cumulative, 12.9).
import { ifOnPlanet, missionValue, modify, ofType, prevent } from '../../language/build';
import type { CardText } from '../../language/language';

export const hundredThousandTribbles: CardText = {
  blueprint: 'twt/100000tribblesdiscard',
  whileInPlay: [
    prevent('reportForFree', { cards: ofType('Personnel'), where: 'present' }),
    modify('missionHere', missionValue('points'), 'add', -10, { condition: ifOnPlanet }),
  ],
};
