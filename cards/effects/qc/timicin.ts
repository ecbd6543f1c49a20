// Timicin (qc/timicin), personnel, special skill:
// "Scores 10 points if helps solve {Test Mission}."
// "Helps solve": he is a member of the crew or Away Team that solves it (Rulebook 7.2 "Solving a Mission"), whoever's
// Test Mission it is; his player scores.
import { score, titled, whenHelpsSolve } from '../../language/build';
import type { CardText } from '../../language/language';

export const timicin: CardText = {
  blueprint: 'qc/timicin',
  triggers: [whenHelpsSolve({ subject: titled('Test Mission') }, score('you', 10))],
};
