// Barzan Wormhole (voy/BarzanWormholeA; reprinted as Barzan Wormhole *VP), doorway:
// "Seeds (in any phase) or plays in Gamma or Delta Quadrant (limit one). Inserts into spaceline; creates a location
// (span 2). Any ship may move between {Wormhole Terminus} mission and here, then is "stopped." OR Once each turn, plays
// to relocate Barzan Wormhole to a new location in Gamma or Delta Quadrant; discard doorway."
// Seeded (in the dilemma phase's stage 4 or the facility phase: domain/seed-phases/seed-as-played.ts) or played as a
// doorway, it targets a mission in the Gamma or Delta Quadrant and is inserted into the spaceline right after it
// (Rulebook L225), a location of span 2 with no mission; not while its player has one in play ("limit one", read as
// "unique" is: the player's own copies). Any player's ship there may move to the location of a mission titled
// Wormhole Terminus, or back, without span numbers, then is stopped (domain/orders/move-between.ts; no card of the
// database is so titled). Its "OR" function, played from hand once each turn, names a mission in the Gamma or Delta
// Quadrant and a Barzan Wormhole in play (`take`): that location is taken out of the spaceline and inserted after the
// mission, the ships there going with it; the doorway played is discarded.
import {
  allInPlay,
  allOf,
  allow,
  inQuadrant,
  limitInPlay,
  ofType,
  onCard,
  oneChosenOf,
  placeIntoSpaceline,
  thisCard,
  titled,
} from '../../language/build';
import type { CardText } from '../../language/language';

const missionInGammaOrDelta = onCard(allOf(ofType('Mission'), inQuadrant('Gamma', 'Delta')));
const SPAN = { span: 2 } as const;

export const barzanWormhole: CardText = {
  blueprint: 'voy/BarzanWormholeA',
  plays: missionInGammaOrDelta,
  requires: limitInPlay(titled('Barzan Wormhole'), 1),
  immediate: [placeIntoSpaceline(thisCard, SPAN)],
  whileInPlay: [
    allow('moveBetween', {
      cards: ofType('Ship'),
      forAnyPlayer: true,
      between: titled('Wormhole Terminus'),
      thenStopped: true,
    }),
  ],
  or: [
    {
      plays: missionInGammaOrDelta,
      oncePerTurn: true,
      immediate: [placeIntoSpaceline(oneChosenOf(allInPlay(titled('Barzan Wormhole'))), SPAN)],
      afterUse: 'discard',
    },
  ],
};
