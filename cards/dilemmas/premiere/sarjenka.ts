// Sarjenka (premiere/sarjenka), [P] dilemma, 5 bonus points:
// "Primitive alien begs for help. Ignore her (discard dilemma) OR help her and earn points, but all Away Teams here
// are "stopped.""
// Helping stops the attempting Away Team too, so the attempt then ends for lack of anyone to go on.
import { everyone, scoreBonusPoints, select, stop } from '../../language/build-dilemmas';
import type { DilemmaDeclaration } from '../../language/dilemma-language';

export const sarjenka: DilemmaDeclaration = {
  blueprint: 'premiere/sarjenka',
  effects: [
    {
      type: 'option',
      by: 'encountering',
      options: [
        { label: 'ignore her', effects: [] },
        {
          label: 'help her',
          effects: [
            select('here', everyone, { from: { kind: 'awayTeamsHere' } }),
            stop('here'),
            scoreBonusPoints,
          ],
        },
      ],
    },
  ],
  disposition: 'discardDilemma',
};
