// Espionage: Cardassian on Federation (ds9/espionagecardassianonfed), event:
// "Plays on any Federation mission. Your Cardassian personnel may now attempt this mission. Discard after mission completed."
import { espionage } from '../premiere/espionage';

export const espionageCardassianOnFederation = espionage(
  'ds9/espionagecardassianonfed',
  'Cardassian',
  'Federation',
);
