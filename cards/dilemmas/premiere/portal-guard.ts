// Portal Guard (premiere/portalguard), [P] dilemma:
// "Unless at least one Away Team member has CUNNING>7 OR Honor, the entire Away Team must abort mission and beam up
// or die."
// Aborting is failing the dilemma: it is reseeded. The team beams to a ship or facility of its player here (their
// choice if several; transporter limits are not checked), or dies when there is none.
import {
  above,
  alone,
  anyOf,
  atLeast,
  everyone,
  hasSkill,
  select,
  unless,
} from '../../language/build-dilemmas';
import type { DilemmaDeclaration } from '../../language/dilemma-language';

export const portalGuard: DilemmaDeclaration = {
  blueprint: 'premiere/portalguard',
  effects: [
    unless(atLeast(1, anyOf(alone(above('CUNNING', 7)), hasSkill('Honor'))), [
      select('team', everyone),
      { type: 'beamUpOrDie', who: 'team' },
    ]),
  ],
  disposition: 'reseeds',
};
