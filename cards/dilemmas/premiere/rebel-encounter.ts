// Rebel Encounter (premiere/rebelencounter), [P] dilemma:
// "Kills one Away Team member (random selection) unless STRENGTH>44 OR you bribe rebels first by discarding an
// Equipment card, if present. Discard dilemma."
// The bribe is paid whenever STRENGTH>44 is not met and an Equipment is present (your choice of which).
import { above, kill, ofType, random, requires, select, unless } from '../../language/build-dilemmas';
import type { DilemmaDeclaration } from '../../language/dilemma-language';

export const rebelEncounter: DilemmaDeclaration = {
  blueprint: 'premiere/rebelencounter',
  effects: [
    unless(requires(above('STRENGTH', 44)), [select('victim', random(1)), kill('victim')], {
      discard: ofType('Equipment'),
      from: { kind: 'equipmentWithTeam' },
    }),
  ],
  disposition: 'discardDilemma',
};
