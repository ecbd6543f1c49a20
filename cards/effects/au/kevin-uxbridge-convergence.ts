// Kevin Uxbridge: Convergence (au/kevinuxbridgeconvergence), interrupt:
// "Destroys all Event cards in play at any one spaceline location (including those on ships)."
// The play targets the location by its mission card; every Event card in play anywhere there, whoever's (on the
// mission, on ships, facilities and personnel there), is destroyed: discarded (Rulebook "Leaving Play"). By the colon
// rule (12.10) it is a {Kevin Uxbridge}: cards "(Immune to {Kevin Uxbridge}.)" stay.
import { allInPlay, discard, ofType, onCard, theTarget } from '../../language/build';
import type { CardText } from '../../language/language';

export const kevinUxbridgeConvergence: CardText = {
  blueprint: 'au/kevinuxbridgeconvergence',
  plays: onCard(ofType('Mission')),
  immediate: [discard(allInPlay(ofType('Event'), { at: theTarget }))],
};
