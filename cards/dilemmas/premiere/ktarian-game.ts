// Ktarian Game (premiere/ktariangame), [S] dilemma:
// "Place on ship. Now and start of each of your turns, one person aboard (random selection) is disabled. Cured when
// non-disabled CUNNING>30 OR android aboard."
// "Your turns" are the turns of the ship's controller; "one person aboard" is any personnel aboard not yet disabled.
// The cure is met by the non-disabled crew aboard (CUNNING>30 in total, or an android among them); the personnel it
// disabled recover when it leaves play (Rulebook 10.2.3, Rulings "disabled").
import {
  above,
  affect,
  atLeast,
  characteristic,
  cure,
  disabled,
  not,
  or,
  placeOn,
  random,
  requires,
  select,
} from '../../language/build-dilemmas';
import type { DilemmaDeclaration, Effect } from '../../language/dilemma-language';

const disableOne: ReadonlyArray<Effect> = [
  select('player', random(1), { from: { kind: 'lifeAboardShip' }, filter: not(disabled) }),
  affect('player', 'disabled'),
];

export const ktarianGame: DilemmaDeclaration = {
  blueprint: 'premiere/ktariangame',
  effects: [
    placeOn('ship'),
    ...disableOne,
    cure(or(requires(above('CUNNING', 30)), atLeast(1, characteristic('Android')))),
  ],
  disposition: 'reseeds',
  lasting: [{ kind: 'atStartOfTurn', whose: 'hostController', effects: disableOne }],
};
