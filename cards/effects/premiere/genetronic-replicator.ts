// Genetronic Replicator (premiere/GenetronicReplicator_B), event:
// "Plays on table. When a personnel is targeted to die, you may stop 2 MEDICAL present (who are not also targeted to
// die) to return that personnel to hand instead."
// A replacement effect of the death of any personnel, either player's; "2 MEDICAL" counted as skill levels (one
// MEDICAL x2 pays alone), your personnel who were present, unstopped and able to act as it was targeted
// (domain/card-effects/targeted-to-die.ts). Rulings "Genetronic Replicator" ("Personnel are not 'stopped' by the use of
// this event, although the action … may still do so") speaks of an older text: the personnel saved goes to hand, and
// the MEDICAL are stopped as the text says.
import {
  ableToAct,
  allOf,
  instead,
  not,
  ofType,
  onTheTable,
  returnToHand,
  stopPresentForSkills,
  stopped,
  theTarget,
  whenTargetedToDie,
  yours,
} from '../../language/build';
import type { CardText } from '../../language/language';

export const genetronicReplicator: CardText = {
  blueprint: 'premiere/GenetronicReplicator_B',
  plays: onTheTable,
  replacements: [
    instead(
      whenTargetedToDie,
      stopPresentForSkills(allOf(yours, ofType('Personnel'), not(stopped), ableToAct), 'MEDICAL', 'MEDICAL'),
      returnToHand(theTarget),
    ),
  ],
};
