// Espionage: Klingon on Federation (premiere/espionageklingononfederati), event:
// "Plays on any Federation mission. Your Klingon personnel may now attempt this mission. Discard after mission
// completed."
import { espionage } from './espionage';

export const espionageKlingonOnFederation = espionage(
  'premiere/espionageklingononfederati',
  'Klingon',
  'Federation',
);
