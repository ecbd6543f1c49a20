// Alien Groupie (premiere/aliengroupie), interrupt:
// "Plays on any Away Team that just completed a planet mission. Female groupie delays beam up of one male (random
// selection) for one full turn."
// A valid response, by either player, to a planet mission just solved (Rulebook 7.2), while the Away Team left has a
// male (printed characteristic); it targets the mission card and is then placed on one male of that team (random
// selection, Rulebook 12.14), who may not beam up or otherwise leave the planet while it is there. "One full turn"
// (Rulebook 12.2: a complete turn, not the current one): it is discarded at the end of the next turn, either player's.
import {
  atEndOfTurn,
  characteristic,
  discardSelf,
  eachTurnAfterPlayed,
  place,
  prevent,
  randomOf,
  teamThatCompleted,
  thisCard,
} from '../../language/build';
import { missionCompleted } from '../../language/build-responses';
import type { CardText } from '../../language/language';

export const alienGroupie: CardText = {
  blueprint: 'premiere/aliengroupie',
  respondsTo: missionCompleted({ mission: 'planet', by: 'anyone' }),
  immediate: [place(thisCard, randomOf(1, teamThatCompleted(characteristic('Male'))))],
  afterUse: 'entersPlay',
  whileInPlay: [prevent('leavePlanet', { cards: 'host' })],
  triggers: [atEndOfTurn(eachTurnAfterPlayed, discardSelf)],
};
