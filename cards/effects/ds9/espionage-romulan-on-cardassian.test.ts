// Espionage: Romulan on Cardassian, event:
// "Plays on any Cardassian mission. Your Romulan personnel may now attempt this mission. Discard after mission completed."
// Alter Records shows only the Cardassian affiliation icon; Tomek is Romulan
import { espionageTests } from '../espionage-test-support';

describe('espionageRomulanOnCardassian', () => {
  espionageTests({
    card: 'Espionage: Romulan on Cardassian',
    spy: 'Romulan',
    target: 'Cardassian',
    mission: 'Alter Records',
    personnel: 'Tomek',
  });
});
