// Treaty: Federation/Bajoran (ds9/treatyfederationbajoran), event:
// "Seeds or plays on table. Your Federation and Bajoran affiliations recognize this treaty. They can now mix and
// cooperate."
// "Seeds or plays on table" with `plays: onTheTable`: it also seeds face up on its player's table in the facility
// phase (domain/seed-phases/table-seed.ts).
import { mix, onTheTable } from '../../language/build';
import type { CardText } from '../../language/language';

export const treatyFederationBajoran: CardText = {
  blueprint: 'ds9/treatyfederationbajoran',
  plays: onTheTable,
  whileInPlay: [mix('Federation', 'Bajoran')],
};
