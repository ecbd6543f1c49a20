// Neural Servo Device (premiere/neuralservodevice), event:
// "Plays on any non-aligned ship. Unless 2 SECURITY aboard, use ship and crew for one turn as your own. Discard event."
// Rulebook 12.3 Control: unless the crew aboard able to act has 2 SECURITY, its player controls the ship and the
// cards of its crew aboard until the end of the turn, when each goes back to the player who controlled it.
import {
  aboard,
  affiliation,
  allOf,
  controlledWithCrewUnless,
  forThisTurn,
  ofType,
  onCard,
  theTarget,
} from '../../language/build';
import type { CardText } from '../../language/language';

export const neuralServoDevice: CardText = {
  blueprint: 'premiere/neuralservodevice',
  plays: onCard(allOf(ofType('Ship'), affiliation('Non-Aligned'))),
  immediate: [forThisTurn(theTarget, controlledWithCrewUnless(aboard('SECURITY', 2)))],
  afterUse: 'discard',
};
