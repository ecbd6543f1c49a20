// Test support for the dilemma interpreter's unit tests: an Away Team on a planet mission, encountering a dilemma.
import type { GameState } from '../core/game-state';
import { scenario } from '../game/scenario';
import { type Encounter, startEncounter } from '../mission-attempt/encounter-state';

/** p1's personnel `team` on Excavation's surface, encountering a dilemma there: the game, the encounter, the ids. */
export const planet = (team: ReadonlyArray<string>) => {
  const s = scenario().mission('p1', 'Excavation').surface('Excavation', 'p1', team).build();
  const members = team.map((t) => s.id(t));
  const encounter: Encounter = startEncounter({
    dilemma: 'x',
    player: 'p1',
    location: s.id('Excavation'),
    ship: null,
    mission: 'planet',
    team: (g: GameState) => members.filter((m) => g.cards[m]?.zone.kind === 'planetSurface'),
    answers: [],
  });
  return { game: s.game, encounter, id: s.id };
};
