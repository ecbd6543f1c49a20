// Espionage: Romulan on Cardassian (ds9/espionageromulanoncardass), event:
// "Plays on any Cardassian mission. Your Romulan personnel may now attempt this mission. Discard after mission completed."
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

export const espionageRomulanOnCardassian: CardText = {
  blueprint: 'ds9/espionageromulanoncardass',
  plays: onCard(allOf(ofType('Mission'), missionOf('Cardassian'))),
  whileInPlay: [allow('attempt', { cards: affiliation('Romulan'), where: 'here' })],
  triggers: [whenMissionSolvedHere({}, discard(thisCard))],
};
