// Rager (qc/rager), personnel, special skill:
// "Scores 5 points if helps solve {Explore Dyson Sphere}."
// "Helps solve": she is a member of the crew or Away Team that solves it (Rulebook 7.2 "Solving a Mission"); her player
// scores.
import { score, titled, whenHelpsSolve } from '../../language/build';
import type { CardText } from '../../language/language';

export const rager: CardText = {
  blueprint: 'qc/rager',
  triggers: [whenHelpsSolve({ subject: titled('Explore Dyson Sphere') }, score('you', 5))],
};
