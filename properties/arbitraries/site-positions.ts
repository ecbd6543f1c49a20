// Positions at a station with sites (Rulebook "Sites"): p1's Terok Nor with some of its sites, personnel of both
// players at random sites, p1's Galor in orbit or docked at a docking site, cards in p1's hand, the normal card play
// spent or not.
import { fc } from '@fast-check/jest';
import type { GameState } from '../../domain/core/game-state';
import type { ScenarioBuilder } from '../../domain/game/scenario';
import { terokNor } from '../../domain/sites/test-support';

const SITES = [
  'Ops',
  'Promenade Shops',
  "Quark's Bar",
  'Security Office',
  'Guest Quarters',
  'Docking Ports',
  'Docking Pylons',
];
const CREW: ReadonlyArray<readonly ['p1' | 'p2', string]> = [
  ['p1', 'Dukat'],
  ['p1', 'Vash'],
  ['p1', 'Brunt'],
  ['p2', 'Quark'],
  ['p2', 'Toran'],
];
const HAND = [
  'Toran',
  'Leeta',
  'Benjamin Sisko',
  'Enabran Tain',
  'Cardassian Disruptor',
  'Groumall',
  'Runabout',
];

/** A position: some sites, each personnel at a random one (or absent), the Galor in orbit or docked, a hand. */
export const sitePositions: fc.Arbitrary<GameState> = fc
  .record({
    sites: fc.subarray(SITES, { minLength: 1 }),
    crew: fc.array(fc.nat(), { minLength: CREW.length, maxLength: CREW.length }),
    galor: fc.nat(),
    hand: fc.subarray(HAND),
    spent: fc.boolean(),
  })
  .map(({ sites, crew, galor, hand, spent }) => {
    const placed = CREW.reduce((b: ScenarioBuilder, [owner, title], i) => {
      const at = (crew[i] ?? 0) % (sites.length + 1);
      return at === sites.length
        ? b
        : b.aboard(sites[at] as string, owner, [{ title, label: `${owner} ${title}` }]);
    }, terokNor(sites));
    const docking = sites.filter((site) => site.startsWith('Docking'));
    const at = galor % (docking.length + 1);
    const withShip =
      at === docking.length
        ? placed.ship('p1', 'Galor', { at: 'Avert Disaster' })
        : placed.ship('p1', 'Galor', { dockedAt: docking[at] as string });
    const built = withShip
      .aboard('Galor', 'p1', ['Gilora Rejal', { title: 'Dukat', label: 'Galor Dukat' }])
      .hand('p1', hand)
      .build().game;
    return spent ? { ...built, turn: { ...built.turn, normalCardPlayUsed: true } } : built;
  });
