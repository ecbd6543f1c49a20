// Generators of mission attempts built with the scenario builder: a Premiere mission (planet or space), a Federation
// and Non-Aligned team, and a stack of Premiere seed cards (dilemmas implemented or not, artifacts, bluffs).
import { fc } from '@fast-check/jest';
import { loadCardDatabase } from '../../cards/database';
import { type Scenario, scenario } from '../../domain/game/scenario';
import type { AttemptRequest } from '../../domain/mission-attempt';

/** One attempt to run: who, where, what lies under the mission, and the seeds of the game and of the answers. */
export interface AttemptCase {
  readonly space: boolean;
  readonly team: ReadonlyArray<string>;
  readonly seeds: ReadonlyArray<string>;
  readonly seededBy: 'p1' | 'p2';
  readonly gameSeed: number;
  readonly answerSeed: number;
}

const premiere = loadCardDatabase().all.filter((b) => b.release === 'premiere' && !b.variant);
const titles = (type: string) => [...new Set(premiere.filter((b) => b.type === type).map((b) => b.title))];
const teamTitles = [
  ...new Set(
    premiere
      .filter(
        (b) =>
          b.type === 'Personnel' && b.affiliations.some((a) => a === 'Federation' || a === 'Non-Aligned'),
      )
      .map((b) => b.title),
  ),
].slice(0, 40);
const seedTitles = [...titles('Dilemma'), "Horga'hn", 'Interphase Generator', 'Red Alert!'];

/** A planet attempt at Excavation or a space attempt at Test Mission with a Runabout. */
export const attemptCaseArb: fc.Arbitrary<AttemptCase> = fc.record({
  space: fc.boolean(),
  team: fc.uniqueArray(fc.constantFrom(...teamTitles), { minLength: 1, maxLength: 6 }),
  seeds: fc.uniqueArray(fc.constantFrom(...seedTitles), { maxLength: 6 }),
  seededBy: fc.constantFrom('p1' as const, 'p2' as const),
  gameSeed: fc.integer(),
  answerSeed: fc.integer(),
});

/** The position of an attempt case, and the request that begins the attempt. */
export const buildAttempt = (c: AttemptCase): { readonly s: Scenario; readonly request: AttemptRequest } => {
  const mission = c.space ? 'Test Mission' : 'Excavation';
  const base = scenario({ seed: c.gameSeed }).mission('p1', mission).seed(mission, c.seededBy, c.seeds);
  const placed = c.space
    ? base.ship('p1', 'Runabout', { at: mission }).aboard('Runabout', 'p1', c.team)
    : base.surface(mission, 'p1', c.team);
  const s = placed.drawDeck('p1', ['Tricorder', 'Medical Kit']).build();
  return { s, request: { player: 'p1', location: s.id(mission), ship: c.space ? s.id('Runabout') : null } };
};
