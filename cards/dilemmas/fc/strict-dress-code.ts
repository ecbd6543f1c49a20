// Strict Dress Code (fc/strictdresscode), [S] dilemma:
// "Sacrifice one Diplomacy, one [Holo] or two [Def] personnel present (killed); otherwise, one personnel present is
// killed (opponent's choice). Mission continues."
// The player encountering it chooses whether and how to sacrifice (an option); a sacrifice they cannot make (no such
// personnel present) is no sacrifice, and the "otherwise" follows. The sacrificed personnel are theirs to choose.
// "Mission continues": nothing is failed, the attempt goes on with those left.
import { atLeast, chosenBy, hasSkill, icon, ifElse, kill, select } from '../../language/build-dilemmas';
import type { CardFilter, DilemmaDeclaration, Effect } from '../../language/dilemma-language';

const otherwise: ReadonlyArray<Effect> = [select('killed', chosenBy('opponent')), kill('killed')];

const sacrifice = (label: string, count: number, filter: CardFilter) => ({
  label,
  effects: [
    ifElse(
      atLeast(count, filter),
      [select('sacrificed', chosenBy('encountering', count), { filter }), kill('sacrificed')],
      otherwise,
    ),
  ],
});

export const strictDressCode: DilemmaDeclaration = {
  blueprint: 'fc/strictdresscode',
  effects: [
    {
      type: 'option',
      by: 'encountering',
      options: [
        sacrifice('Diplomacy', 1, hasSkill('Diplomacy')),
        sacrifice('Holo', 1, icon('Holo')),
        sacrifice('two Def', 2, icon('Def')),
        { label: 'no sacrifice', effects: otherwise },
      ],
    },
  ],
  disposition: 'missionContinues',
};
