// Navok (bog/navok), personnel, special skill:
// "Attributes all +2 if with your Romulan V.I.P."
// "With" is "present with" (Rulebook 12.4): one of your Romulan-affiliation V.I.P. personnel.
import {
  affiliation,
  allAttributes,
  allOf,
  classification,
  ifWith,
  modify,
  yours,
} from '../../language/build';
import type { CardText } from '../../language/language';

export const navok: CardText = {
  blueprint: 'bog/navok',
  whileInPlay: [
    modify('self', allAttributes, 'add', 2, {
      condition: ifWith(allOf(yours, affiliation('Romulan'), classification('V.I.P.'))),
    }),
  ],
};
