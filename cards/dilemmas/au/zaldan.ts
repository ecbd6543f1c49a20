// Zaldan (au/Zaldan), [P] dilemma:
// "Unless 2 Treachery OR a {disruptor} OR {Wesley Crusher} OR Exobiology present, kills two Away Team members who have
// Diplomacy (random selection)."
// "who have Diplomacy" is the dilemma's target (Rulings "dilemmas – resolution – targets"): none present, it is
// discarded and nobody is stopped. "a {disruptor}" is any card with the disruptor characteristic present (Rulebook
// "Characteristics": a Klingon Disruptor with the Away Team). No "Discard dilemma": failed, it is reseeded.
import {
  a,
  card,
  either,
  hasSkill,
  kill,
  random,
  requires,
  select,
  skill,
  target,
  unless,
} from '../../language/build-dilemmas';
import type { DilemmaDeclaration } from '../../language/dilemma-language';

export const zaldan: DilemmaDeclaration = {
  blueprint: 'au/Zaldan',
  effects: [
    target(hasSkill('Diplomacy')),
    unless(
      requires(either(skill('Treachery', 2), a('disruptor'), card('Wesley Crusher'), skill('Exobiology'))),
      [select('insulted', random(2), { filter: hasSkill('Diplomacy') }), kill('insulted')],
    ),
  ],
  disposition: 'reseeds',
};
