// Gaps in Normal Space (premiere/gapsinnormalspace), event:
// "Place between two Mission cards. Creates a gap with a span of 4. Ships stopping on the gap kill one personnel
// (random selection)."
// The play targets a mission whose location is followed on its spaceline by another mission's: the general verb place
// puts the card into the spaceline between them (Rulebook L225 "inserted into the spaceline"), a location with no
// mission and span 4, the card staying on its player's table. Ships move to and through it like any location (RANGE
// counts its span); there is no mission there to attempt. While the card is in play, a ship whose move (or Wormhole)
// ends on the gap (the card's own location) has one personnel aboard, anyone's, killed at random. If the card leaves
// play the gap stays, but no longer kills.
import {
  aboardOf,
  allOf,
  followedOnSpaceline,
  kill,
  ofType,
  onCard,
  placeIntoSpaceline,
  randomOf,
  theTarget,
  thisCard,
  whenShipStopsHere,
} from '../../language/build';
import type { CardText } from '../../language/language';

export const gapsInNormalSpace: CardText = {
  blueprint: 'premiere/gapsinnormalspace',
  plays: onCard(allOf(ofType('Mission'), followedOnSpaceline)),
  immediate: [placeIntoSpaceline(thisCard, { span: 4, betweenMissions: true })],
  triggers: [whenShipStopsHere({}, kill(randomOf(1, aboardOf(theTarget, ofType('Personnel')))))],
};
