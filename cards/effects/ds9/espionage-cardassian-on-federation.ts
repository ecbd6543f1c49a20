// Espionage: Cardassian on Federation (ds9/espionagecardassianonfed), event:
// "Plays on any Federation mission. Your Cardassian personnel may now attempt this mission. Discard after mission completed."
// The mission stays one its player may attempt only as Rulebook 7.2 allows (their own, or 40 points or more).
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

export const espionageCardassianOnFederation: CardText = {
  blueprint: 'ds9/espionagecardassianonfed',
  plays: onCard(allOf(ofType('Mission'), missionOf('Federation'))),
  whileInPlay: [allow('attempt', { cards: affiliation('Cardassian'), where: 'here' })],
  triggers: [whenMissionSolvedHere({}, discard(thisCard))],
};
