// Alien Probe (premiere/alienprobe), event:
// "Plays on table. Both players continue the game with their hands (cards) exposed, face up on the table."
import { allow, onTheTable } from '../../language/build';
import type { CardText } from '../../language/language';

export const alienProbe: CardText = {
  blueprint: 'premiere/alienprobe',
  plays: onTheTable,
  whileInPlay: [allow('lookAtHands', { forAnyPlayer: true })],
};
