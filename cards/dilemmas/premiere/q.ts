// Q (premiere/Qb), dual dilemma:
// "Unless 2 Leadership and INTEGRITY>60, opponent may download up to 2 [Q] cards and place them atop their
// Q-Continuum side deck; crew or Away Team has a Q-Flash of 4 cards, then is stopped. Discard dilemma."
// The engine opens no Q-Continuum side deck (its Q-Flash doorway cannot be seeded): with none, the download has nowhere
// to go and the Q-Flash draws no cards, so unmet the crew or Away Team is stopped and the dilemma discarded. If the
// opponent has a Q-Continuum side deck in the state, the [Q] cards' text would be needed: the dilemma is refused (out of
// play without effect, the log says why), never approximated.
import {
  above,
  all,
  everyone,
  icon,
  requires,
  select,
  skill,
  stop,
  unless,
} from '../../language/build-dilemmas';
import type { DilemmaDeclaration } from '../../language/dilemma-language';

export const q: DilemmaDeclaration = {
  blueprint: 'premiere/Qb',
  effects: [
    unless(requires(all(skill('Leadership', 2), above('INTEGRITY', 60))), [
      { type: 'download', by: 'opponent', upTo: 2, targets: icon('Q'), to: { sideDeck: 'Q-Continuum' } },
      { type: 'qFlash', cards: 4 },
      select('flashed', everyone),
      stop('flashed'),
    ]),
  ],
  disposition: 'discardDilemma',
};
