// Maxwell Forrest (Broken Bow) (brokenbow/brokenbow_77), personnel, special skill:
// "Your [Sta] personnel at [S] missions are attributes all +1."
// [Sta]: the Starfleet affiliation; "at [S] missions": at the spaceline location of a space mission (a dual mission is
// both), wherever he is.
import { affiliation, allAttributes, allOf, atMission, modify } from '../../language/build';
import type { CardText } from '../../language/language';

export const maxwellForrestBrokenBow: CardText = {
  blueprint: 'brokenbow/brokenbow_77',
  whileInPlay: [
    modify('yourPersonnel', allAttributes, 'add', 1, {
      filter: allOf(affiliation('Starfleet'), atMission('space')),
    }),
  ],
};
