// Treaty: Federation/Klingon (premiere/treatyfederationklingon), event:
// "Plays on table. Your Federation and Klingon affiliations recognize this treaty. They can now mix and cooperate."
import { mix, onTheTable } from '../../language/build';
import type { CardText } from '../../language/language';

export const treatyFederationKlingon: CardText = {
  blueprint: 'premiere/treatyfederationklingon',
  plays: onTheTable,
  whileInPlay: [mix('Federation', 'Klingon')],
};
