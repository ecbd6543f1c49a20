// Ship Seizure (premiere/shipseizure), interrupt:
// "If your ship has tractor beams, tow away (discard) any empty ship in the same orbit as your own ship (except empty
// ships at their outpost)."
// Tractor Beam is special equipment with no rule of its own: this card reads it.
import {
  allOf,
  atOwnersOutpost,
  discard,
  empty,
  equipped,
  inOrbit,
  inOrbitWith,
  not,
  ofType,
  onCard,
  theTarget,
} from '../../language/build';
import type { CardText } from '../../language/language';

export const shipSeizure: CardText = {
  blueprint: 'premiere/shipseizure',
  plays: onCard(
    allOf(
      ofType('Ship'),
      empty,
      inOrbit,
      not(atOwnersOutpost),
      inOrbitWith(allOf(ofType('Ship'), equipped('Tractor Beam'))),
    ),
  ),
  immediate: [discard(theTarget)],
};
