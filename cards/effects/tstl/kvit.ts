// K'Vit (tstl/TSTL_38), personnel, special skill: "If on {Cha'Joh}, it is RANGE +2."
// The Rulebook's own example of a special skill "always on" ("Using Skills" L1002: "[SD]If on Cha'Joh, it is RANGE
// +2."): the ship she is aboard (12.4), when titled Cha'Joh (12.10), is RANGE +2 (12.11 S.A.M.).
import { attribute, modify, titled } from '../../language/build';
import type { CardText } from '../../language/language';

export const kvit: CardText = {
  blueprint: 'tstl/TSTL_38',
  whileInPlay: [modify('shipAboard', attribute('RANGE'), 'add', 2, { filter: titled("Cha'Joh") })],
};
