// Commandeer Ship (bog/CommandeerShipBofG), objective:
// "Plays on your unstopped Computer Skill personnel who is unopposed aboard opponent's ship (except any [Bor] Cube).
// That personnel commandeers ship and, while objective in play, may meet up to three of its staffing icons. OR Seeds
// or plays on table. Opponent may not return to hand any ship which has your personnel aboard as an intruder or
// infiltrator."
// Only the first way to play it is declared: a card text has one placement, so "OR Seeds or plays on table" is not
// offered (and nothing in the engine returns a ship in play to hand). The personnel commandeers the ship in its own
// affiliation (Rulebook "Commandeering"; Rulings "ANIMAL": no ANIMAL), and fills up to three of that ship's staffing
// icons while the objective stays on it: the general verb control (Rulebook 12.3) of the ship it is aboard, by the
// personnel it targets, and the permission allow('staff') (Rulebook 7.1.3 Staff a Ship) of the personnel it is played
// on, for the ship it affects (commandeered), three icons (domain/orders/staffing.ts). Commandeer Ship (Voyager)
// (voy/CommandeerShipVoyA) is a copy (cards/copies.ts).
import {
  affiliation,
  allOf,
  allow,
  carrierOf,
  characteristic,
  control,
  hasSkill,
  isAboard,
  mayCommandeer,
  not,
  ofType,
  onCard,
  opponents,
  theTarget,
  unopposed,
  yours,
} from '../../language/build';
import type { CardText } from '../../language/language';

export const commandeerShip: CardText = {
  blueprint: 'bog/CommandeerShipBofG',
  plays: onCard(
    allOf(
      ofType('Personnel'),
      yours,
      mayCommandeer,
      hasSkill('Computer Skill'),
      unopposed,
      isAboard(allOf(ofType('Ship'), opponents, not(allOf(affiliation('Borg'), characteristic('Cube'))))),
    ),
  ),
  immediate: [control(carrierOf(theTarget), theTarget)],
  afterUse: 'entersPlay',
  whileInPlay: [allow('staff', { cards: 'host', carrier: 'affected', icons: 3 })],
};
