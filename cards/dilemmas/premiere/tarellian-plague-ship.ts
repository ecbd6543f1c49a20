// Tarellian Plague Ship (premiere/Tarellian-Plague-Ship), [S] dilemma, 5 bonus points:
// "Entire crew immediately dies from plague unless MEDICAL "beams over" (discarded) to Tarellians. Discard dilemma."
// The MEDICAL beams over whenever one is in the crew (your choice of which): that meets the dilemma.
import { everyone, hasSkill, kill, select, team, unlessPaid } from '../../language/build-dilemmas';
import type { DilemmaDeclaration } from '../../language/dilemma-language';

export const tarellianPlagueShip: DilemmaDeclaration = {
  blueprint: 'premiere/Tarellian-Plague-Ship',
  effects: [
    unlessPaid({ discard: hasSkill('MEDICAL'), from: team }, [select('crew', everyone), kill('crew')]),
  ],
  disposition: 'discardDilemma',
};
