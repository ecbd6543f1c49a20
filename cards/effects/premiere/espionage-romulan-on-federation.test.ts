// Espionage: Romulan on Federation (premiere/espionageromulanonfederati), event:
// "Plays on any Federation mission. Your Romulan personnel may now attempt this mission. Discard after mission
// completed."
import { espionageTests } from '../espionage-test-support';

describe('espionageRomulanOnFederation', () => {
  espionageTests({
    card: 'Espionage: Romulan on Federation',
    spy: 'Romulan',
    target: 'Federation',
    mission: 'Avert Disaster',
    personnel: 'Tomek',
  });
});
