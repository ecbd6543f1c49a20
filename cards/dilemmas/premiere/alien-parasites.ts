// Alien Parasites (premiere/alienparasites), [P] dilemma:
// "Unless INTEGRITY>32, Away Team infected. They beam back and opponent immediately controls ship and crew until
// 'stopped.' Then turn resumes."
// Read as Rulebook 12.3 Control does: the opponent controls the ship and crew (and gives orders with them in the middle
// of the turn) until they are stopped or the opponent ends it; then the team is stopped and the dilemma reseeded, as a
// failed dilemma is (domain/special-rules/infestation.ts).
import {
  above,
  board,
  endAttempt,
  everyone,
  opponentControls,
  requires,
  select,
  unless,
} from '../../language/build-dilemmas';
import type { DilemmaDeclaration } from '../../language/dilemma-language';

export const alienParasites: DilemmaDeclaration = {
  blueprint: 'premiere/alienparasites',
  effects: [
    unless(requires(above('INTEGRITY', 32)), [
      select('team', everyone),
      board('team'),
      opponentControls('team'),
      endAttempt,
    ]),
  ],
  disposition: 'reseeds',
};
