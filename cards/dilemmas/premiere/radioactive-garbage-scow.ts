// Radioactive Garbage Scow (premiere/RGS_PRE), [S] dilemma:
// "Place on mission; mission attempt ends. Mission can't be attempted here. Ship with Tractor Beam and 2 ENGINEER
// can tow Scow."
// Towing the Scow is an order for the play phase, not implemented here.
import { placeOn } from '../../language/build-dilemmas';
import type { DilemmaDeclaration } from '../../language/dilemma-language';

export const radioactiveGarbageScow: DilemmaDeclaration = {
  blueprint: 'premiere/RGS_PRE',
  effects: [placeOn('mission'), { type: 'endAttempt' }],
  disposition: 'reseeds',
  lasting: [{ kind: 'prevents', action: 'missionAttempts' }],
};
