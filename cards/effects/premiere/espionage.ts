// The Espionage cards' one text, "Espionage: {spy} on {target}", event: "Plays on any {target} mission. Your {spy}
// personnel may now attempt this mission. Discard after mission completed."
// The mission stays one its player may attempt only as Rulebook 7.2 allows (their own, or 40 points or more): the
// lasting rule answers the query point `attempt.allowed` for the spy's personnel there; the card is discarded when
// the mission there is solved. Premiere's four and the later sets' of the same text use it.
import type { Affiliation, BlueprintId } from '../../blueprint';
import {
  affiliation,
  allOf,
  allow,
  discard,
  missionOf,
  ofType,
  onCard,
  thisCard,
  whenMissionSolvedHere,
} from '../../language/build';
import type { CardText } from '../../language/language';

/** "Espionage: {spy} on {target}". */
export const espionage = (blueprint: BlueprintId, spy: Affiliation, target: Affiliation): CardText => ({
  blueprint,
  plays: onCard(allOf(ofType('Mission'), missionOf(target))),
  whileInPlay: [allow('attempt', { cards: affiliation(spy), where: 'here' })],
  triggers: [whenMissionSolvedHere({}, discard(thisCard))],
});
