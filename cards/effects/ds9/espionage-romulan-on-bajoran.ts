// Espionage: Romulan on Bajoran (ds9/espionageromulanonbajor), event:
// "Plays on any Bajoran mission. Your Romulan personnel may now attempt this mission. Discard after mission completed."
import { espionage } from '../premiere/espionage';

export const espionageRomulanOnBajoran = espionage('ds9/espionageromulanonbajor', 'Romulan', 'Bajoran');
