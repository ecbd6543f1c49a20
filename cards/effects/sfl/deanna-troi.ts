// Deanna Troi (Showdown: Four Lights) (SFL/sfl29), personnel, special skill: "At [CAR]: Once per game, may unstop her
// ship." An activated ability (`card.activate`, domain/card-effects/activated.ts), a normal action on her player's own
// turn (Rulebook "Using Skills" L1002), once in the game (L1262). "At [CAR]": she is at a spaceline location whose
// mission bears the Cardassian icon; "her ship": the ship she is aboard (Rulebook 12.4), so on a planet, aboard a
// facility or at another mission the ability has nothing to act on and is refused.
import {
  activated,
  allOf,
  atMissionMatching,
  carrierOf,
  isAboard,
  missionOf,
  ofType,
  thisCardIf,
  unstop,
} from '../../language/build';
import type { CardText } from '../../language/language';

const aboardHerShipAtACardassianMission = allOf(
  atMissionMatching(missionOf('Cardassian')),
  isAboard(ofType('Ship')),
);

export const deannaTroiShowdownFourLights: CardText = {
  blueprint: 'SFL/sfl29',
  activated: [activated('oncePerGame', unstop(carrierOf(thisCardIf(aboardHerShipAtACardassianMission))))],
};
