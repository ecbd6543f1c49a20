// Menthar Booby Trap (premiere/MentharBoobyTrap), [S] dilemma:
// "Place on ship; it cannot move. Unless MEDICAL present, one crew member killed (random selection). Cure with 2
// ENGINEER."
// Once placed the dilemma is in play: failing its condition fails the attempt, but it stays on the ship.
import { cure, kill, placeOn, random, requires, select, skill, unless } from '../../language/build-dilemmas';
import type { DilemmaDeclaration } from '../../language/dilemma-language';

export const mentharBoobyTrap: DilemmaDeclaration = {
  blueprint: 'premiere/MentharBoobyTrap',
  effects: [
    placeOn('ship'),
    unless(requires(skill('MEDICAL')), [select('victim', random(1)), kill('victim')]),
    cure(requires(skill('ENGINEER', 2))),
  ],
  disposition: 'reseeds',
  lasting: [{ kind: 'prevents', action: 'movement' }],
};
