// Jonathan Archer (Broken Bow) (brokenbow/brokenbow_74), personnel, special skill: "At [S]: Navigation, Anthropology,
// Physics, Law"
// "At [S]": at a spaceline location whose mission bears the space icon (Rulebook "Mission Phase": a dual mission bears
// both), a special skill "always on" while he is there (Rulebook "Using Skills" L1002).
import { atMission, ifItIs, modify, skill } from '../../language/build';
import type { CardText } from '../../language/language';

export const jonathanArcherBrokenBow: CardText = {
  blueprint: 'brokenbow/brokenbow_74',
  whileInPlay: [
    modify('self', [skill('Navigation'), skill('Anthropology'), skill('Physics'), skill('Law')], 'add', 1, {
      condition: ifItIs(atMission('space')),
    }),
  ],
};
