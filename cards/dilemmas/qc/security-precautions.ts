// Security Precautions (qc/securityprecautions), [P] dilemma:
// "To get past, Away Team must have {Jenice Manheim} OR android OR {phaser} OR {disruptor} OR 3 SECURITY."
// "android", "{phaser}", "{disruptor}" are characteristics (Rulebook "Characteristics"): a personnel of the Away Team,
// or an equipment present with it, that has one.
import { a, card, either, requires, skill, toGetPast } from '../../language/build-dilemmas';
import type { DilemmaDeclaration } from '../../language/dilemma-language';

export const securityPrecautions: DilemmaDeclaration = {
  blueprint: 'qc/securityprecautions',
  effects: [
    toGetPast(
      requires(
        either(card('Jenice Manheim'), a('android'), a('phaser'), a('disruptor'), skill('SECURITY', 3)),
      ),
    ),
  ],
  disposition: 'reseeds',
};
