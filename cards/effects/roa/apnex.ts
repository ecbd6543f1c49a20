// Apnex (roa/apnex), ship: "Cloaking Device, Phasing Cloak (RANGE +4 while phased)."
// Its Cloaking Device is special equipment (domain/orders/cloak.ts); its Phasing Cloak lets it phase or dephase
// instead, once each turn (`allow('phase')`, Rulebook 7.6, domain/orders/phasing.ts), and gives it RANGE +4 while
// phased (Rulings "Phasing Cloak": a RANGE enhancement, Rulebook 12.11 S.A.M.).
import { allow, attribute, modify, phased } from '../../language/build';
import type { CardText } from '../../language/language';

export const apnex: CardText = {
  blueprint: 'roa/apnex',
  whileInPlay: [
    allow('phase', { cards: 'self' }),
    modify('self', attribute('RANGE'), 'add', 4, { filter: phased }),
  ],
};
