// Attack Wing (bog/attackwing), [Tactic]:
// "Attack: 1. Defense: 2. ATTACK bonus +1 for each of your ships firing. DEFENSE bonus +1 if you have a Jem'Hadar
// attack ship defending. Hit = [Flip][Flip]. Direct hit = [Flip][Flip][Flip][Flip]. Hull: -25% Sickbay damaged:
// randomly kills one MEDICAL, Exobiology or disabled personnel (on a Nor, one personnel in {Infirmary})."
// "(on a Nor, …)": no Nor has sites in the engine, so the casualty is one personnel aboard.
// "your ships firing": the cards of your force able to fire; "defending": the card of yours fired at.
import {
  anyShip,
  attackBonusEach,
  defending,
  defenseBonus,
  firing,
  flips,
  oneWithOrDisabled,
  tactic,
  titledShip,
} from '../../language/build-tactics';
import type { CardText } from '../../language/language';

export const attackWing: CardText = tactic('bog/attackwing', {
  attack: 1,
  defense: 2,
  bonuses: [
    attackBonusEach(1, firing(anyShip)),
    defenseBonus(1, defending(titledShip("Jem'Hadar Attack Ship"))),
  ],
  hit: flips(2),
  directHit: flips(4),
  hull: 25,
  damage: { RANGE: -1, WEAPONS: -1, SHIELDS: -1 },
  casualty: oneWithOrDisabled('MEDICAL', 'Exobiology'),
});
