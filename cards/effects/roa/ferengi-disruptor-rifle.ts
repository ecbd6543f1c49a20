// Ferengi Disruptor Rifle (roa/ferengidisruptorrifle), equipment:
// "Ferengi and Non-Aligned use only. Each of your personnel present is STRENGTH +3, but loses 1 Diplomacy unless aboard
// your ship. (Cumulative.)"
// The text of the Starfleet Type III Phaser Rifle for another affiliation (fc/starfleet-type-iii-phaser-rifle.ts).
import { rifleOf } from '../fc/starfleet-type-iii-phaser-rifle';

export const ferengiDisruptorRifle = rifleOf('roa/ferengidisruptorrifle', 'Ferengi');
