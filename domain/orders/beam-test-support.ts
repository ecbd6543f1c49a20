// Test support for the beam chapter's permissions and records (Rulebook 7.1.1 Beam): a ship in orbit of a planet
// mission with a second ship beside it, and a card of the opponent's played on the mission.
import { loadCardDatabase } from '../../cards/database';
import { addCard, type GameState } from '../core/game-state';
import { scenario } from '../game/scenario';

/** p1's U.S.S. Galaxy (Data, a Tricorder aboard) and Runabout at Avert Disaster. */
export const beamingScenario = () =>
  scenario()
    .mission('p1', 'Avert Disaster')
    .ship('p1', 'U.S.S. Galaxy', { at: 'Avert Disaster' })
    .ship('p1', 'Runabout', { at: 'Avert Disaster' })
    .aboard('U.S.S. Galaxy', 'p1', ['Data', 'Tricorder'])
    .build();

/** The game with p2's card `title` played on `mission`. */
export const playedOnMission = (game: GameState, title: string, mission: string): GameState => {
  const [blueprint] = loadCardDatabase().byTitle(title);
  if (blueprint === undefined) throw new Error(`no card ${title}`);
  return addCard('p2', blueprint, { kind: 'playedOn', host: mission })(game)[1];
};
