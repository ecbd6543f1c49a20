// Espionage: Klingon on Federation (premiere/espionageklingononfederati), event:
// "Plays on any Federation mission. Your Klingon personnel may now attempt this mission. Discard after mission
// completed."
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

export const espionageKlingonOnFederation: CardText = {
  blueprint: 'premiere/espionageklingononfederati',
  plays: onCard(allOf(ofType('Mission'), missionOf('Federation'))),
  whileInPlay: [allow('attempt', { cards: affiliation('Klingon'), where: 'here' })],
  triggers: [whenMissionSolvedHere({}, discard(thisCard))],
};
