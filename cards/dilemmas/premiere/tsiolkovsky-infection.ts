// Tsiolkovsky Infection (premiere/Tsiolkovsky-Infection), [S] dilemma:
// "Place aboard ship. It is now infected. Mission continues, but all personnel, while aboard, lose their
// first-listed skill. Cure with 3 MEDICAL. (Not cumulative.)"
// The skill loss applies at once, so the cure is checked with what the crew has left.
import { cure, placeOn, requires, skill } from '../../language/build-dilemmas';
import type { DilemmaDeclaration } from '../../language/dilemma-language';

export const tsiolkovskyInfection: DilemmaDeclaration = {
  blueprint: 'premiere/Tsiolkovsky-Infection',
  effects: [placeOn('ship'), cure(requires(skill('MEDICAL', 3)))],
  disposition: 'missionContinues',
  lasting: [{ kind: 'loseFirstListedSkillAboard' }],
};
