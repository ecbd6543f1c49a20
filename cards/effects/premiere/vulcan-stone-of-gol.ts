// Vulcan Stone of Gol (premiere/vulcanstoneofgol), artifact:
// "Place in hand until played as an Event card. Kills everyone in an Away Team without Youth OR CUNNING>7. Discard
// artifact."
// Earned to hand (Rulebook 7.2), it plays as an Event card (the normal card play) on any Away Team, named by one of its
// members; each member with neither Youth nor CUNNING>7 dies (domain/card-effects/away-team.ts).
import {
  allOf,
  anyOf,
  attributeAbove,
  awayTeamOf,
  hasSkill,
  inAwayTeam,
  kill,
  not,
  ofType,
  onCard,
  theTarget,
} from '../../language/build';
import type { CardText } from '../../language/language';

export const vulcanStoneOfGol: CardText = {
  blueprint: 'premiere/vulcanstoneofgol',
  playsAs: 'event',
  plays: onCard(allOf(ofType('Personnel'), inAwayTeam)),
  immediate: [kill(awayTeamOf(theTarget, not(anyOf(hasSkill('Youth'), attributeAbove('CUNNING', 7)))))],
  afterUse: 'discard',
};
