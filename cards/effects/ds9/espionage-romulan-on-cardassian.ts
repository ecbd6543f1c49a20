// Espionage: Romulan on Cardassian (ds9/espionageromulanoncardass), event:
// "Plays on any Cardassian mission. Your Romulan personnel may now attempt this mission. Discard after mission completed."
import { espionage } from '../premiere/espionage';

export const espionageRomulanOnCardassian = espionage(
  'ds9/espionageromulanoncardass',
  'Romulan',
  'Cardassian',
);
