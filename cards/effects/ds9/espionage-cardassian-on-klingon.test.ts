// Espionage: Cardassian on Klingon, event:
// "Plays on any Klingon mission. Your Cardassian personnel may now attempt this mission. Discard after mission completed."
// Medical Relief shows only the Klingon affiliation icon; Jural is Cardassian
import { espionageTests } from '../espionage-test-support';

describe('espionageCardassianOnKlingon', () => {
  espionageTests({
    card: 'Espionage: Cardassian on Klingon',
    spy: 'Cardassian',
    target: 'Klingon',
    mission: 'Medical Relief',
    personnel: 'Jural',
  });
});
