// Emergency Transporter Armbands (premiere/Emergency-Armbands), interrupt:
// "Beam your Personnel up or down at any time, except during a dilemma (unless specifically permitted). May be used
// during battle before the winner is determined."
// Not a response: it plays at any time of your turn (not an order, so it does not forfeit the card play) and, on the
// opponent's turn, in the window before their end-of-turn actions. One play beams every personnel (and equipment,
// Rulings "movement – personnel") of yours at one end of a route up or down that may go, under Rulebook 7.1.1 Beam
// (transporters, shields, cloaking): the general verb relocate by beaming along the route the play names. No play is
// offered during a mission attempt; battle is not implemented.
import { beamingAlongRoute, relocate } from '../../language/build-movement';
import { upOrDown } from '../../language/build-responses';
import type { CardText } from '../../language/language';

export const emergencyTransporterArmbands: CardText = {
  blueprint: 'premiere/Emergency-Armbands',
  plays: upOrDown,
  immediate: [relocate(beamingAlongRoute)],
};
