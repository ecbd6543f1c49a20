// Portal Guard (premiere/portalguard), [P] dilemma:
// "Unless at least one Away Team member has CUNNING>7 OR Honor, the entire Away Team must abort mission and beam up
// or die."
// Aborting is failing the dilemma: it is reseeded. The team beams to a ship or facility of its player here (their
// choice if several; transporter limits are not checked): `board`; those still on the planet, when there is none,
// die.
import {
  above,
  alone,
  anyOf,
  atLeast,
  board,
  everyone,
  hasSkill,
  kill,
  onPlanet,
  select,
  selection,
  unless,
} from '../../language/build-dilemmas';
import type { DilemmaDeclaration } from '../../language/dilemma-language';

export const portalGuard: DilemmaDeclaration = {
  blueprint: 'premiere/portalguard',
  effects: [
    unless(atLeast(1, anyOf(alone(above('CUNNING', 7)), hasSkill('Honor'))), [
      select('team', everyone),
      board('team'),
      select('left', everyone, { from: selection('team'), filter: onPlanet }),
      kill('left'),
    ]),
  ],
  disposition: 'reseeds',
};
