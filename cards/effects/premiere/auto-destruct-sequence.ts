// Auto-Destruct Sequence (premiere/Auto-destruct-Sequence), interrupt:
// "Plays on your ship. Ship self-destructs at end of your turn. Explosion damages all other ships at same location
// that have SHIELDS<8."
// The interrupt stays on the ship until the end of its player's turn; one damage to each other ship there with
// SHIELDS<8 (Rulebook 7.5.1 rotation damage), read while the ship is still there, then the ship is destroyed.
import {
  allInPlay,
  allOf,
  atEndOfTurn,
  attributeBelow,
  damage,
  destroy,
  ofType,
  onCard,
  theHost,
  yours,
  yourTurn,
} from '../../language/build';
import type { CardText } from '../../language/language';

export const autoDestructSequence: CardText = {
  blueprint: 'premiere/Auto-destruct-Sequence',
  plays: onCard(allOf(ofType('Ship'), yours)),
  afterUse: 'entersPlay',
  triggers: [
    atEndOfTurn(
      yourTurn,
      damage(
        allInPlay(allOf(ofType('Ship'), attributeBelow('SHIELDS', 8)), { at: theHost, except: theHost }),
      ),
      destroy(theHost),
    ),
  ],
};
