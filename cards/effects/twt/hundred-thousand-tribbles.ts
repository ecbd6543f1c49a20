// 100,000 Tribbles - Discard (twt/100000tribblesdiscard), Tribble; its printings 100,000 Tribbles - Rescue and
// 100,000 Tribbles - Clone (Ref) are copies (domain/tribbles/tribble-cards.ts `titleOf`):
// "Breeds from {10,000 Tribbles}. Where present, prevents personnel from reporting "for free." If on a planet when
// that mission solved, reduces its points by 10."
// "Where present": a personnel that would arrive where the card is (`prevent('reportForFree', { where: 'present' })`, domain/card-effects/permissions.ts). "that
// mission": the mission of the planet it is on, solved while it is there; the points scored are 10 fewer (Rulebook
// 7.2 "Solving a Mission", domain/card-effects/attempt-hindrances.ts).
import { ofType, prevent, reducesPointsOfMissionSolvedHere } from '../../language/build';
import type { CardText } from '../../language/language';

export const hundredThousandTribbles: CardText = {
  blueprint: 'twt/100000tribblesdiscard',
  whileInPlay: [
    prevent('reportForFree', { cards: ofType('Personnel'), where: 'present' }),
    reducesPointsOfMissionSolvedHere(10),
  ],
};
