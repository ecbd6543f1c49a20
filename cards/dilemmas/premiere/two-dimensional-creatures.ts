// Two-Dimensional Creatures (premiere/Two-Dimensional-Creatures), [S] dilemma:
// "Place on ship. Empaths aboard are disabled. Ship can't move until SCIENCE and ENGINEER aboard, discarding dilemma
// and curing empaths."
// Empaths are personnel with Empathy aboard when it is encountered (anyone's); they stay disabled until the dilemma
// leaves play. Empaths who board later are not disabled (not implemented). SCIENCE and ENGINEER are met by the
// (non-disabled) crew aboard.
import {
  affect,
  all,
  cure,
  everyone,
  hasSkill,
  placeOn,
  requires,
  select,
  skill,
} from '../../language/build-dilemmas';
import type { DilemmaDeclaration } from '../../language/dilemma-language';

export const twoDimensionalCreatures: DilemmaDeclaration = {
  blueprint: 'premiere/Two-Dimensional-Creatures',
  effects: [
    placeOn('ship'),
    select('empaths', everyone, { from: { kind: 'lifeAboardShip' }, filter: hasSkill('Empathy') }),
    affect('empaths', 'disabled'),
    cure(requires(all(skill('SCIENCE'), skill('ENGINEER')))),
  ],
  disposition: 'reseeds',
  lasting: [{ kind: 'prevents', action: 'movement' }],
};
