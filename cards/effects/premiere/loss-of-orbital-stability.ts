// Loss of Orbital Stability (premiere/LossofOrbitalStability), interrupt:
// "Plays on any ship orbiting a planet. Ship has NO RANGE until end of turn, and is destroyed at end of its owner's
// next turn unless SHIELDS>4; then discard interrupt."
// The interrupt stays on the ship until it resolves: RANGE set to 0 during the turn it plays, then at the end of the
// ship owner's next turn the ship is destroyed unless SHIELDS>4, and the interrupt is discarded.
import {
  atEndOfTurn,
  attribute,
  destroy,
  discardSelf,
  inOrbit,
  modify,
  nextTurnOf,
  onCard,
  theHost,
  unlessAbove,
} from '../../language/build';
import type { CardText } from '../../language/language';

export const lossOfOrbitalStability: CardText = {
  blueprint: 'premiere/LossofOrbitalStability',
  plays: onCard(inOrbit),
  afterUse: 'entersPlay',
  whileInPlay: [modify('host', attribute('RANGE'), 'set', 0, { during: 'turnPlayed' })],
  triggers: [atEndOfTurn(nextTurnOf('hostOwner'), destroy(theHost, unlessAbove('SHIELDS', 4)), discardSelf)],
};
