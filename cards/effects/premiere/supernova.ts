// Supernova (premiere/supernova), event:
// "You must have {Tox Uthat} on table. Place atop any mission. Everything there is destroyed (discarded), but leave
// Mission card underneath for span reference."
// Read with Tox Uthat's "({supernova} can be played on later turn)": your Tox Uthat played on the table on an earlier
// turn, used (and so discarded, "Discard after use") by the Supernova. Supernova stays on the mission: the location
// keeps its span, but its mission may no longer be attempted. "Everything there": every card in play at the location
// but the mission cards (Rulebook 12.4 "Here"), each destroyed with what is on or aboard it (Rulebook "Leaving Play",
// 10.2.1: a crew killed with its ship), and the seed cards under the mission (dilemmas out of play); not a phased ship
// and its crew (Rulings "Phasing Cloak": unaffected by Supernova).
import {
  allInPlay,
  allOf,
  destroy,
  discard,
  firstOf,
  not,
  ofType,
  onCard,
  outermostOf,
  phased,
  playedOnEarlierTurn,
  prevent,
  seedCardsUnder,
  theTarget,
  titled,
  yourCardsInPlay,
  yours,
} from '../../language/build';
import type { CardText } from '../../language/language';

const toxUthatOnTable = allOf(titled('Tox Uthat'), playedOnEarlierTurn);

/** "Everything there … but leave Mission card underneath". */
const everythingThere = allInPlay(allOf(not(ofType('Mission')), not(phased)), { at: theTarget });

export const supernova: CardText = {
  blueprint: 'premiere/supernova',
  plays: onCard(ofType('Mission')),
  requires: yourCardsInPlay(toxUthatOnTable, 1),
  immediate: [
    destroy(outermostOf(everythingThere)),
    discard(seedCardsUnder(theTarget)),
    discard(firstOf(allInPlay(allOf(yours, toxUthatOnTable)))),
  ],
  whileInPlay: [prevent('attempt', { where: 'here' })],
};
