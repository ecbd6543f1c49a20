// Pattern Enhancers (premiere/patternenhancers), event:
// "Plays on table. Allows your personnel and equipment unlimited beaming through {atmospheric ionization} or
// {distortion fields}."
import { onTheTable, unlimitedBeamingThrough } from '../../language/build';
import type { CardText } from '../../language/language';

export const patternEnhancers: CardText = {
  blueprint: 'premiere/patternenhancers',
  plays: onTheTable,
  whileInPlay: [unlimitedBeamingThrough('Atmospheric Ionization', 'Distortion Field')],
};
