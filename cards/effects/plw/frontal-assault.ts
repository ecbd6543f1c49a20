// Frontal Assault (plw/plw63), [Tactic]:
// "Attack: 1. Defense: 1. ATTACK and DEFENSE bonus +2 if you have a [Kli][OS] ship firing OR multiple non-[Bor] ships
// here. Hit = [Flip][Flip]. Direct hit = [Flip][Flip][Flip][Flip]. Hull: -30% Intrusion Points: randomly kills one
// SECURITY personnel aboard (on a Nor, one personnel at a docking site)."
// "if you have … OR multiple non-[Bor] ships here": "you have" reads on both sides: at least two of your non-Borg
// ships at the battle's location (docked there too); the bonus is +2 once, whichever holds. "[Kli][OS]": a Klingon ship
// with the [OS] icon. "(on a Nor, …)": no Nor has sites in the engine, so the casualty is a personnel aboard.
import { affiliation, not } from '../../language/build';
import {
  affiliationShip,
  attackAndDefenseBonus,
  eitherOf,
  firing,
  flips,
  oneWith,
  shipAllOf,
  shipMatching,
  shipsHere,
  tactic,
} from '../../language/build-tactics';
import { icon } from '../../language/build-time-travel';
import type { CardText } from '../../language/language';

const klingonOriginalSeries = shipAllOf(affiliationShip('Klingon'), shipMatching(icon('OS')));

export const frontalAssault: CardText = tactic('plw/plw63', {
  attack: 1,
  defense: 1,
  bonuses: attackAndDefenseBonus(
    2,
    eitherOf(firing(klingonOriginalSeries), shipsHere(2, shipMatching(not(affiliation('Borg'))))),
  ),
  hit: flips(2),
  directHit: flips(4),
  hull: 30,
  damage: { RANGE: -2, WEAPONS: -1, SHIELDS: -1 },
  casualty: oneWith('SECURITY'),
});
