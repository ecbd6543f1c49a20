// Thermal Deflectors (au/thermaldeflectors), event:
// "Plays on table. While in play, nullifies {Firestorm}, {Thought Fire}, {Plasma Fire}, {Fire Sculptor}, and {Phaser
// Burns}."
// Whoever's they are: a copy in play has no effect (a Plasma Fire on a ship damages nothing), and the dilemmas Firestorm
// and Thought Fire are nullified as they are encountered (removed before any effect, domain/card-effects/
// dilemma-nullifiers.ts). Thought Fire, Fire Sculptor and Phaser Burns are not declared: they never enter play or
// resolve, so nullifying them changes nothing today.
import { nullifies, onTheTable } from '../../language/build';
import type { CardText } from '../../language/language';

export const thermalDeflectors: CardText = {
  blueprint: 'au/thermaldeflectors',
  plays: onTheTable,
  whileInPlay: [nullifies('Firestorm', 'Thought Fire', 'Plasma Fire', 'Fire Sculptor', 'Phaser Burns')],
};
