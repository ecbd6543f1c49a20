// Espionage: Romulan on Klingon (premiere/espionageromulanonklingo), event:
// "Plays on any Klingon mission. Your Romulan personnel may now attempt this mission. Discard after mission
// completed."
import { espionage } from './espionage';

export const espionageRomulanOnKlingon = espionage('premiere/espionageromulanonklingo', 'Romulan', 'Klingon');
