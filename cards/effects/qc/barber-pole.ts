// Barber Pole (qc/barberpole), event:
// "Plays on table."
// Its whole text: it enters play on its player's table, as any event, and does nothing more there (other cards may
// refer to it).
import { onTheTable } from '../../language/build';
import type { CardText } from '../../language/language';

export const barberPole: CardText = {
  blueprint: 'qc/barberpole',
  plays: onTheTable,
};
