// Espionage: Cardassian on Bajoran, event:
// "Plays on any Bajoran mission. Your Cardassian personnel may now attempt this mission. Discard after mission completed."
// Orb Negotiations shows only the Bajoran affiliation icon; Jural is Cardassian
import { espionageTests } from '../espionage-test-support';

describe('espionageCardassianOnBajoran', () => {
  espionageTests({
    card: 'Espionage: Cardassian on Bajoran',
    spy: 'Cardassian',
    target: 'Bajoran',
    mission: 'Orb Negotiations',
    personnel: 'Jural',
  });
});
