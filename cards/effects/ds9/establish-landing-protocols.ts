// Establish Landing Protocols (ds9/establishlandingprotocols), event:
// "Seeds or plays on table. Each of your ships which has no staffing requirements may use 1 RANGE to land or take off
// once each turn. (Captain's Order.)"
// Rulebook "Seed Phases" names it among the cards that seed in the facility phase (domain/seed-phases/table-seed.ts). "No staffing
// requirements": no printed staffing icon. "(Captain's Order.)" is a characteristic other cards name; no card the
// engine implements reads it.
import { allOf, allow, not, ofType, onTheTable, staffingIcons, yours } from '../../language/build';
import type { CardText } from '../../language/language';

export const establishLandingProtocols: CardText = {
  blueprint: 'ds9/establishlandingprotocols',
  plays: onTheTable,
  whileInPlay: [
    allow('land', {
      cards: allOf(yours, ofType('Ship'), not(staffingIcons(1))),
      uses: 1,
      limit: 'onceEachTurn',
    }),
  ],
};
