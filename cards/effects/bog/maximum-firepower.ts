// Maximum Firepower (bog/MaximumFirepower_BoG; reprint Bah!/MaximumFirepower_BaH), [Tactic]:
// "Attack: 6. Defense: -3. Hit = [Flip][Flip] (or [Flip][Flip][Flip] if you have {Future Enterprise}, {I.K.C. Chang},
// {I.K.C. Fek'lhr}, {Decius}, or any [AU] ship with the word "future" in its lore firing). Direct hit =
// [Flip][Flip][Flip][Flip]. Hull: -20% Transporters off line."
// "firing": one of the cards of your force that fired in the volley that hit.
import {
  flips,
  loreSays,
  orIfFiring,
  shipAllOf,
  shipAnyOf,
  shipMatching,
  tactic,
  titledShip,
  transportersOffLine,
} from '../../language/build-tactics';
import { icon } from '../../language/build-time-travel';
import type { CardText } from '../../language/language';

const futureShips = shipAnyOf(
  titledShip('Future Enterprise'),
  titledShip('I.K.C. Chang'),
  titledShip("I.K.C. Fek'lhr"),
  titledShip('Decius'),
  shipAllOf(shipMatching(icon('AU')), loreSays('future')),
);

export const maximumFirepower: CardText = tactic('bog/MaximumFirepower_BoG', {
  attack: 6,
  defense: -3,
  hit: flips(2),
  hitIf: orIfFiring(futureShips, flips(3)),
  directHit: flips(4),
  hull: 20,
  damage: { SHIELDS: -2 },
  offLine: [transportersOffLine],
});
