// El-Adrel Creature (premiere/eladrelcreature), [P] dilemma:
// "Attacks two strongest members in Away Team (owner's choice if tie). Kills one of them (random selection) unless
// their combined STRENGTH>16. Discard dilemma."
// The owner of the attacked personnel is the encountering player, who breaks the tie.
import {
  above,
  highest,
  kill,
  random,
  requires,
  select,
  selection,
  unless,
} from '../../language/build-dilemmas';
import type { DilemmaDeclaration } from '../../language/dilemma-language';

export const elAdrelCreature: DilemmaDeclaration = {
  blueprint: 'premiere/eladrelcreature',
  effects: [
    select('attacked', highest('STRENGTH', 2, 'encountering')),
    unless(requires(above('STRENGTH', 16), 'attacked'), [
      select('victim', random(1), { from: selection('attacked') }),
      kill('victim'),
    ]),
  ],
  disposition: 'discardDilemma',
};
