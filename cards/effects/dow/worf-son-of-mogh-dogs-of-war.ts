// Worf Son of Mogh (Dogs of War) (dow/dow45), personnel, special skill:
// "Your other [Kli] personnel present are INTEGRITY +1."
// [Kli]: the Klingon affiliation (not the species: Worf of the Federation is no [Kli] personnel).
import { affiliation, allOf, attribute, modify, yours } from '../../language/build';
import type { CardText } from '../../language/language';

export const worfSonOfMoghDogsOfWar: CardText = {
  blueprint: 'dow/dow45',
  whileInPlay: [
    modify('othersPresent', attribute('INTEGRITY'), 'add', 1, {
      filter: allOf(yours, affiliation('Klingon')),
    }),
  ],
};
