// I.P. Scanner (au/ipscanner), equipment:
// "Where present, nullifies {Interphasic Plasma Creatures}, {Brain Drain} and {Phased Matter}."
// As Interphase Generator's "Where present, nullifies … dilemmas": a dilemma of these titles that a crew or Away Team
// it is present with encounters is nullified before it has any effect (domain/card-effects/dilemma-nullifiers.ts).
// Interphasic Plasma Creatures (a dilemma) and Brain Drain (an interrupt) are not declared: they have no effect in a
// game to nullify.
import { nullifiesWherePresent } from '../../language/build';
import type { CardText } from '../../language/language';

export const ipScanner: CardText = {
  blueprint: 'au/ipscanner',
  whileInPlay: [nullifiesWherePresent('Interphasic Plasma Creatures', 'Brain Drain', 'Phased Matter')],
};
