// Espionage: Federation on Klingon (premiere/espionagefederationonkling), event:
// "Plays on any Klingon mission. Your Federation personnel may now attempt this mission. Discard after mission
// completed."
import { espionage } from './espionage';

export const espionageFederationOnKlingon = espionage(
  'premiere/espionagefederationonkling',
  'Federation',
  'Klingon',
);
