// Espionage: Cardassian on Klingon (ds9/espionagecardassianonkling), event:
// "Plays on any Klingon mission. Your Cardassian personnel may now attempt this mission. Discard after mission completed."
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

export const espionageCardassianOnKlingon: CardText = {
  blueprint: 'ds9/espionagecardassianonkling',
  plays: onCard(allOf(ofType('Mission'), missionOf('Klingon'))),
  whileInPlay: [allow('attempt', { cards: affiliation('Cardassian'), where: 'here' })],
  triggers: [whenMissionSolvedHere({}, discard(thisCard))],
};
