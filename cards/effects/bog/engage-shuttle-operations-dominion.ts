// Engage Shuttle Operations: Dominion (bog/engageshuttleoperationsdominion), event:
// "Seeds or plays on table. Your shuttlecraft and Jem'Hadar attack ships may be loaded aboard and launched from your
// Dominion warships and battleships with Tractor Beam."
// Seeded in the facility phase (domain/seed-phases/table-seed.ts) or played on the table. Shuttlecraft, Jem'Hadar attack ships,
// warships and battleships: Rulebook "Characteristics" (title, class or characteristics). Loading and launching are
// the orders `ship.load` and `ship.launch` (Rulebook "Carried ships", domain/orders/carry.ts).
import {
  affiliation,
  allOf,
  allow,
  anyOf,
  characteristic,
  ofType,
  onTheTable,
  yours,
} from '../../language/build';
import type { CardText } from '../../language/language';

export const engageShuttleOperationsDominion: CardText = {
  blueprint: 'bog/engageshuttleoperationsdominion',
  plays: onTheTable,
  whileInPlay: [
    allow('carry', {
      cards: allOf(
        yours,
        ofType('Ship'),
        anyOf(characteristic('shuttlecraft'), characteristic("Jem'Hadar attack ship")),
      ),
      carrier: allOf(
        yours,
        ofType('Ship'),
        affiliation('Dominion'),
        anyOf(characteristic('warship'), characteristic('battleship')),
      ),
      tractorBeam: true,
    }),
  ],
};
