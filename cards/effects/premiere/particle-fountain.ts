// Particle Fountain (premiere/particlefountain), interrupt, bonus point box 5:
// "If 2 ENGINEER present in Away Team, play particle fountain (maximum of one) on just completed planet mission for
// bonus points."
// A valid response to a planet mission just solved (Rulebook 7.2: "cards which respond to that (such as Particle
// Fountain) may be played"), by the solver whose Away Team left has 2 ENGINEER able to act; it targets the mission
// card, goes to its player's point area and scores its 5 points (Rulebook "Leaving Play": the bonus point box, as
// Dr. Farallon's "Particle Fountains in your point area" reads); one on each mission.
import { aboard, score } from '../../language/build';
import { missionCompleted } from '../../language/build-responses';
import type { CardText } from '../../language/language';

export const particleFountain: CardText = {
  blueprint: 'premiere/particlefountain',
  respondsTo: missionCompleted({
    mission: 'planet',
    by: 'solver',
    teamHas: aboard('ENGINEER', 2),
    oncePerMission: true,
  }),
  immediate: [score('you', 'pointBox')],
};
