// Firestorm (premiere/Firestorm), [P] dilemma:
// "Kills all Away Team members with INTEGRITY<5 unless {thermal deflectors} present (but Away Team may escape using
// {Emergency Transporter Armbands}). Discard dilemma."
// Without a member of INTEGRITY<5 it has no target (Rulings "dilemmas – resolution – targets"). Escaping with
// Emergency Transporter Armbands is an interrupt response, not implemented.
import {
  alone,
  below,
  card,
  everyone,
  kill,
  requires,
  select,
  target,
  unless,
} from '../../language/build-dilemmas';
import type { DilemmaDeclaration } from '../../language/dilemma-language';

const weak = alone(below('INTEGRITY', 5));

export const firestorm: DilemmaDeclaration = {
  blueprint: 'premiere/Firestorm',
  effects: [
    target(weak),
    unless(requires(card('Thermal Deflectors')), [
      select('burned', everyone, { filter: weak }),
      kill('burned'),
    ]),
  ],
  disposition: 'discardDilemma',
};
