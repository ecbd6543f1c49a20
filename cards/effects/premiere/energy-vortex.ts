// Energy Vortex (premiere/energyvortex), interrupt:
// "Plays immediately after opponent plays any non-Interrupt card from hand. That card returns to their hand and a
// different one must be played instead."
// A valid response to the opponent's report, build, site, event or doorway from hand, before its results. The card returns
// to its owner's hand without them, so their normal card play is not used; that card may not be played again this
// turn.
// "Must be played instead" is read as "may": the engine does not force the player to make another card play.
import { returnToHand, theTarget } from '../../language/build';
import { cardPlayed } from '../../language/build-responses';
import type { CardText } from '../../language/language';

export const energyVortex: CardText = {
  blueprint: 'premiere/energyvortex',
  respondsTo: cardPlayed({ as: ['report', 'build', 'site', 'event', 'doorway'], by: 'opponent' }),
  immediate: [returnToHand(theTarget, { notAgainThisTurn: true })],
};
