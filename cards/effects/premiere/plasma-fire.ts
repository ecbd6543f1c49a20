// Plasma Fire (premiere/plasmafire), event:
// "Plays on any ship, except {Borg ship}. Fire damages ship at end of next turn and continues damaging each turn.
// SECURITY puts it out. Discard after use."
// At the end of every turn after the one it was played on (either player's), the fire is put out (discarded) if SECURITY
// is aboard the ship, else the ship takes one damage (Rulebook 7.5.1 rotation damage; a second one destroys it).
import {
  aboard,
  allOf,
  atEndOfTurn,
  crewHas,
  damage,
  discardSelfIf,
  eachTurnAfterPlayed,
  not,
  ofType,
  onCard,
  theHost,
  titled,
} from '../../language/build';
import type { CardText } from '../../language/language';

export const plasmaFire: CardText = {
  blueprint: 'premiere/plasmafire',
  plays: onCard(allOf(ofType('Ship'), not(titled('Borg Ship')))),
  triggers: [atEndOfTurn(eachTurnAfterPlayed, discardSelfIf(crewHas(aboard('SECURITY'))), damage(theHost))],
};
