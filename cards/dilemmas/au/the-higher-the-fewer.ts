// The Higher... The Fewer (au/thehigherthefewer), [S/P] dilemma, X points:
// "Subtract X from your total score, where X=the number of personnel in this crew or Away Team."
// "this crew or Away Team": the personnel facing the dilemma (those separated count for nothing, Rulebook 10.2.5). It
// has no condition, so it neither stops nor fails anyone; its X is no bonus.
import { everyone, losePointsFor, select } from '../../language/build-dilemmas';
import type { DilemmaDeclaration } from '../../language/dilemma-language';

export const theHigherTheFewer: DilemmaDeclaration = {
  blueprint: 'au/thehigherthefewer',
  effects: [select('fewer', everyone), losePointsFor('fewer')],
  disposition: 'reseeds',
};
