// Columbus (twt/columbus), ship:
// "May be reported, carried, and launched aboard your Constitution-class ships."
// It may report for duty carried by your Constitution-class ship (domain/card-play/report-aboard.ts), and be loaded aboard,
// carried and launched by it (Rulebook "Carried ships", domain/orders/carry.ts).
import { allOf, allow, characteristic, ofType, yours } from '../../language/build';
import type { CardText } from '../../language/language';

const yourConstitutionClass = allOf(yours, ofType('Ship'), characteristic('Constitution class'));

export const columbus: CardText = {
  blueprint: 'twt/columbus',
  whileInPlay: [
    allow('reportAboard', { cards: 'self', carrier: yourConstitutionClass }),
    allow('carry', { cards: 'self', carrier: yourConstitutionClass }),
  ],
};
