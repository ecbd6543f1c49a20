// Espionage: Cardassian on Federation, event:
// "Plays on any Federation mission. Your Cardassian personnel may now attempt this mission. Discard after mission completed."
// Avert Disaster shows only the Federation affiliation icon; Jural is Cardassian
import { espionageTests } from '../espionage-test-support';

describe('espionageCardassianOnFederation', () => {
  espionageTests({
    card: 'Espionage: Cardassian on Federation',
    spy: 'Cardassian',
    target: 'Federation',
    mission: 'Avert Disaster',
    personnel: 'Jural',
  });
});
