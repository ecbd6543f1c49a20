// Espionage: Romulan on Federation (premiere/espionageromulanonfederati), event:
// "Plays on any Federation mission. Your Romulan personnel may now attempt this mission. Discard after mission
// completed."
import { espionage } from './espionage';

export const espionageRomulanOnFederation = espionage(
  'premiere/espionageromulanonfederati',
  'Romulan',
  'Federation',
);
