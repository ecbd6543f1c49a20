// Pattern Enhancers (premiere/patternenhancers), event:
// "Plays on table. Allows your personnel and equipment unlimited beaming through {atmospheric ionization} or
// {distortion fields}."
import { allowDespite, onTheTable } from '../../language/build';
import type { CardText } from '../../language/language';

export const patternEnhancers: CardText = {
  blueprint: 'premiere/patternenhancers',
  plays: onTheTable,
  whileInPlay: [allowDespite('beam', 'Atmospheric Ionization', 'Distortion Field')],
};
