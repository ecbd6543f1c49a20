// Treaty: Federation/Romulan (premiere/treatyfederationromulan), event:
// "Plays on table. Your Federation and Romulan affiliations recognize this treaty. They can now mix and cooperate."
import { mix, onTheTable } from '../../language/build';
import type { CardText } from '../../language/language';

export const treatyFederationRomulan: CardText = {
  blueprint: 'premiere/treatyfederationromulan',
  plays: onTheTable,
  whileInPlay: [mix('Federation', 'Romulan')],
};
