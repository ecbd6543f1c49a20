// Espionage: Cardassian on Bajoran (ds9/espionagecardassianonbajora), event:
// "Plays on any Bajoran mission. Your Cardassian personnel may now attempt this mission. Discard after mission completed."
import { espionage } from '../premiere/espionage';

export const espionageCardassianOnBajoran = espionage(
  'ds9/espionagecardassianonbajora',
  'Cardassian',
  'Bajoran',
);
