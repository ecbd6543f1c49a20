// Espionage: Romulan on Klingon (premiere/espionageromulanonklingo), event:
// "Plays on any Klingon mission. Your Romulan personnel may now attempt this mission. Discard after mission
// completed."
import { espionageTests } from '../espionage-test-support';

describe('espionageRomulanOnKlingon', () => {
  espionageTests({
    card: 'Espionage: Romulan on Klingon',
    spy: 'Romulan',
    target: 'Klingon',
    mission: 'Fever Emergency',
    personnel: 'Tomek',
  });
});
