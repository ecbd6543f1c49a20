// Escape Pod (premiere/escapepod; reprinted as HF6/HF6_47), interrupt:
// "Plays on ship being destroyed. Escape pod saves entire crew. Unseen by enemy ships, crew remains in pod until
// personnel rescued. Discard after rescue."
// A valid response to the ships a battle is about to destroy (Rulebook 7.4 ship battle, stage 8), by either player, on
// any ship (the text says not whose). It enters play and is placed at the ship's location, the ship's crew on it
// ("saves entire crew"), before the ship is destroyed. The pod stays at the ship's location with the crew on it, out of every battle and
// present with no one. "until personnel rescued. Discard after rescue.": when a ship stops at the pod's location (or a
// battle there destroys a ship), each occupant boards the first of its controller's ships or facilities there it may
// board, and the pod, once empty, is discarded.

import { nothingPlayedOn } from '../../language/build-filters';
import { shipBeingDestroyed } from '../../language/build-responses';
import { whenShipDestroyedHere, whenShipStopsHere } from '../../language/build-triggers';
import {
  board,
  crewOf,
  discard,
  locationOf,
  place,
  playedOnOf,
  theTarget,
  thisCard,
  thisCardIf,
} from '../../language/build-verbs';
import type { CardText } from '../../language/language';

const rescue = [board(playedOnOf(thisCard)), discard(thisCardIf(nothingPlayedOn))] as const;

export const escapePod: CardText = {
  blueprint: 'premiere/escapepod',
  respondsTo: shipBeingDestroyed(),
  afterUse: 'entersPlay',
  immediate: [place(thisCard, locationOf(theTarget)), place(crewOf(theTarget), thisCard)],
  triggers: [whenShipStopsHere({}, ...rescue), whenShipDestroyedHere({}, ...rescue)],
};
