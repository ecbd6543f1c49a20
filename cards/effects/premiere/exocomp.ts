// Exocomp (premiere/exocomp), personnel, special skill:
// "If aboard ship, can repair damage in two of your full turns, without returning to outpost."
// A damaged ship of the Exocomp's controller loses one damage marker at the end of the second of their turns that the
// Exocomp (able to act) was aboard from its start (Rulebook 12.2: a "full turn" is a complete turn, so the turn it
// came aboard does not count), docked or not: the ship it is aboard may repair where it is (Rulebook 7.5.2 Repair, L868:
// otherwise only "docked at an outpost (or other facility that performs repairs)"), in two full turns
// (domain/battle-rules/repair.ts).
import { allow } from '../../language/build';
import type { CardText } from '../../language/language';

export const exocomp: CardText = {
  blueprint: 'premiere/exocomp',
  whileInPlay: [allow('repair', { cards: 'shipAboard', inFullTurns: 2 })],
};
