// Espionage: Romulan on Bajoran, event:
// "Plays on any Bajoran mission. Your Romulan personnel may now attempt this mission. Discard after mission completed."
// Orb Negotiations shows only the Bajoran affiliation icon; Tomek is Romulan
import { espionageTests } from '../espionage-test-support';

describe('espionageRomulanOnBajoran', () => {
  espionageTests({
    card: 'Espionage: Romulan on Bajoran',
    spy: 'Romulan',
    target: 'Bajoran',
    mission: 'Orb Negotiations',
    personnel: 'Tomek',
  });
});
