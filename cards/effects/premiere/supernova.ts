// Supernova (premiere/supernova), event:
// "You must have {Tox Uthat} on table. Place atop any mission. Everything there is destroyed (discarded), but leave
// Mission card underneath for span reference."
// Read with Tox Uthat's "({supernova} can be played on later turn)": your Tox Uthat played on the table on an earlier
// turn, used (and so discarded, "Discard after use") by the Supernova. Supernova stays on the mission: the location
// keeps its span, but its mission may no longer be attempted.
import {
  allInPlay,
  allOf,
  destroyEverythingAtTargetMission,
  discard,
  firstOf,
  ofType,
  onCard,
  playedOnEarlierTurn,
  prevent,
  titled,
  yourCardsInPlay,
  yours,
} from '../../language/build';
import type { CardText } from '../../language/language';

const toxUthatOnTable = allOf(titled('Tox Uthat'), playedOnEarlierTurn);

export const supernova: CardText = {
  blueprint: 'premiere/supernova',
  plays: onCard(ofType('Mission')),
  requires: yourCardsInPlay(toxUthatOnTable, 1),
  immediate: [destroyEverythingAtTargetMission, discard(firstOf(allInPlay(allOf(yours, toxUthatOnTable))))],
  whileInPlay: [prevent('attempt', { where: 'here' })],
};
