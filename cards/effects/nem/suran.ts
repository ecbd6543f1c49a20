// Suran (NEM/nem41), personnel, special skill: "While at a nebula, your [Rom] ships here are WEAPONS +3."
// Rulebook "Using Skills" L1002 (a special skill "always on" while it says so): while he is at the spaceline location
// of a mission that is a nebula (Rulebook "Characteristics": its characteristics say so), each Romulan ship of his
// player's (12.3 "your") at that location (12.4 "Here" L1238) is WEAPONS +3 (12.11 S.A.M.).
import {
  affiliation,
  allOf,
  attribute,
  characteristic,
  ifAt,
  modify,
  ofType,
  yours,
} from '../../language/build';
import type { CardText } from '../../language/language';

export const suran: CardText = {
  blueprint: 'NEM/nem41',
  whileInPlay: [
    modify('atSameLocation', attribute('WEAPONS'), 'add', 3, {
      filter: allOf(yours, ofType('Ship'), affiliation('Romulan')),
      condition: ifAt(characteristic('Nebula')),
    }),
  ],
};
