// Hidden Entrance (au/hiddenentrance), [P] dilemma:
// "To locate the concealed entrance and continue, Away Team must have {Geordi La Forge} OR ENGINEER + CUNNING>32."
import { above, all, card, either, requires, skill, toGetPast } from '../../language/build-dilemmas';
import type { DilemmaDeclaration } from '../../language/dilemma-language';

export const hiddenEntrance: DilemmaDeclaration = {
  blueprint: 'au/hiddenentrance',
  effects: [
    toGetPast(requires(either(card('Geordi La Forge'), all(skill('ENGINEER'), above('CUNNING', 32))))),
  ],
  disposition: 'reseeds',
};
