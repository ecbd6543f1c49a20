// Espionage: Klingon on Federation (premiere/espionageklingononfederati), event:
// "Plays on any Federation mission. Your Klingon personnel may now attempt this mission. Discard after mission
// completed."
import { espionageTests } from '../espionage-test-support';

describe('espionageKlingonOnFederation', () => {
  espionageTests({
    card: 'Espionage: Klingon on Federation',
    spy: 'Klingon',
    target: 'Federation',
    mission: 'Avert Disaster',
    personnel: 'Kurn',
  });
});
