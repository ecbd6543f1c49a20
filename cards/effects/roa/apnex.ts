// Apnex (roa/apnex), ship: "Cloaking Device, Phasing Cloak (RANGE +4 while phased)."
// Its Cloaking Device is special equipment (domain/orders/cloak.ts); its Phasing Cloak lets it phase or dephase
// instead, once each turn, and gives it RANGE +4 while phased (Rulebook 7.6, domain/orders/phasing.ts).
import { phasingCloak } from '../../language/build';
import type { CardText } from '../../language/language';

export const apnex: CardText = {
  blueprint: 'roa/apnex',
  whileInPlay: [phasingCloak('self', 4)],
};
