// Alien Labyrinth (au/alienlabyrinth), [P] dilemma:
// "To get through this maze-like structure and continue, Away Team must have {a Tricorder} OR 2 ENGINEER."
// "{a Tricorder}": a card titled Tricorder with the Away Team (an equipment present counts, Rulebook 12.10).
import { card, either, requires, skill, toGetPast } from '../../language/build-dilemmas';
import type { DilemmaDeclaration } from '../../language/dilemma-language';

export const alienLabyrinth: DilemmaDeclaration = {
  blueprint: 'au/alienlabyrinth',
  effects: [toGetPast(requires(either(card('Tricorder'), skill('ENGINEER', 2))))],
  disposition: 'reseeds',
};
