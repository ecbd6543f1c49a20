// Time Travel Pod (premiere/timetravelpod), artifact:
// "Place in hand until played once as an Interrupt card on any ship. That ship travels into the future (disappears
// for up to 5 turns). Pre-announce the return time."
// The play names the return time (`returnIn`, 1 to 5 turns): the ship, its crew and the cards on them leave the
// location, out of play, and reappear there at the end of the turn that many turns after this one (turns of either
// player). The artifact is discarded after use, as an interrupt.
import { ofType, onCard, shipDisappearsForAnnouncedTurns } from '../../language/build';
import type { CardText } from '../../language/language';

export const timeTravelPod: CardText = {
  blueprint: 'premiere/timetravelpod',
  plays: onCard(ofType('Ship')),
  playsAs: 'interrupt',
  immediate: [shipDisappearsForAnnouncedTurns(5)],
};
