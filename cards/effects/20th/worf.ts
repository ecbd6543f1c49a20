// Worf (20th Anniversary) (20th/xx_11V), personnel, special skill: "Doubles DEFENSE bonus of your Tactic (if
// involved)."
// Its virtual promo reprint Worf (20th Anniversary) *VP (VP/214VP) has the same text.
// "If involved": aboard a ship or facility of his player's force in a ship battle (his own: "your"); the DEFENSE bonus
// of that player's current tactic (its printed Defense and the conditional bonuses that hold) counts twice (Rulebook
// 7.4 stages 4, 5), a modifier (x2) of the DEFENSE bonus the card he is aboard brings (domain/battle-rules/tactic-rules.ts).
import { modify, tacticValue, yours } from '../../language/build';
import type { CardText } from '../../language/language';

export const worf20thAnniversary: CardText = {
  blueprint: '20th/xx_11V',
  whileInPlay: [modify('carrierAboard', tacticValue('DEFENSE'), 'multiply', 2, { filter: yours })],
};

export const worf20thAnniversaryVp: CardText = { ...worf20thAnniversary, blueprint: 'VP/214VP' };
