// Warp Core Breach (premiere/warpcorebreach), event:
// "Plays on any ship, except {Borg ship}. Ship explodes at end of owner's next turn, unless ENGINEER aboard by then.
// Discard after use."
// It stays on the ship until the end of the ship owner's next turn, then is discarded ("Discard after use").
import {
  aboard,
  allOf,
  atEndOfTurn,
  destroy,
  discardSelf,
  nextTurnOf,
  not,
  ofType,
  onCard,
  theHost,
  titled,
  unlessCrewHas,
} from '../../language/build';
import type { CardText } from '../../language/language';

export const warpCoreBreach: CardText = {
  blueprint: 'premiere/warpcorebreach',
  plays: onCard(allOf(ofType('Ship'), not(titled('Borg Ship')))),
  triggers: [
    atEndOfTurn(nextTurnOf('hostOwner'), destroy(theHost, unlessCrewHas(aboard('ENGINEER'))), discardSelf),
  ],
};
