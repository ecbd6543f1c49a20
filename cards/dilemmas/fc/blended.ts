// Blended (fc/blended), [P] dilemma:
// "To get past requires Empathy, Diplomacy, {Morn} or {any Scotty}. All such personnel are "stopped," but if two or
// more present, one must continue (random selection)."
// "such personnel": each personnel with Empathy or Diplomacy, Morn and any Scotty. With two or more of them, all but
// one (random selection) are stopped; with one, that one. The others go on with the attempt.
import {
  alone,
  anyOf,
  anyVersionOf,
  atLeast,
  card,
  either,
  everyone,
  hasSkill,
  ifElse,
  random,
  requires,
  select,
  skill,
  stop,
  toGetPast,
} from '../../language/build-dilemmas';
import type { DilemmaDeclaration } from '../../language/dilemma-language';

const such = anyOf(
  hasSkill('Empathy'),
  hasSkill('Diplomacy'),
  alone(card('Morn')),
  alone(anyVersionOf('Scotty')),
);

export const blended: DilemmaDeclaration = {
  blueprint: 'fc/blended',
  effects: [
    toGetPast(requires(either(skill('Empathy'), skill('Diplomacy'), card('Morn'), anyVersionOf('Scotty')))),
    ifElse(
      atLeast(2, such),
      [select('drinking', random({ allBut: 1 }), { filter: such })],
      [select('drinking', everyone, { filter: such })],
    ),
    stop('drinking'),
  ],
  disposition: 'reseeds',
};
