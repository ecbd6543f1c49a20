// Espionage: Cardassian on Klingon (ds9/espionagecardassianonkling), event:
// "Plays on any Klingon mission. Your Cardassian personnel may now attempt this mission. Discard after mission completed."
import { espionage } from '../premiere/espionage';

export const espionageCardassianOnKlingon = espionage(
  'ds9/espionagecardassianonkling',
  'Cardassian',
  'Klingon',
);
