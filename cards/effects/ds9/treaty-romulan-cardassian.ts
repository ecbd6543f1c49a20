// Treaty: Romulan/Cardassian (ds9/treatyromulancardass), event, [HA] hidden agenda:
// "Seeds or plays on table. Your Romulan and Cardassian affiliations recognize this treaty. They can now mix and
// cooperate."
// Seeded or played face down (domain/special-rules/hidden-agenda.ts); activated, it enters play on its player's table.
import { mix, onTheTable } from '../../language/build';
import type { CardText } from '../../language/language';

export const treatyRomulanCardassian: CardText = {
  blueprint: 'ds9/treatyromulancardass',
  plays: onTheTable,
  whileInPlay: [mix('Romulan', 'Cardassian')],
};
