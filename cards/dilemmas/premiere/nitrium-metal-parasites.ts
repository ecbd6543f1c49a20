// Nitrium Metal Parasites (premiere/NitriumMetalParasites), [S] dilemma, countdown 3:
// "Place on ship. Ship is destroyed when countdown expires. Cure with 2 SCIENCE OR 2 ENGINEER."
import { cure, destroy, either, placeOn, requires, skill } from '../../language/build-dilemmas';
import type { DilemmaDeclaration } from '../../language/dilemma-language';

export const nitriumMetalParasites: DilemmaDeclaration = {
  blueprint: 'premiere/NitriumMetalParasites',
  effects: [placeOn('ship'), cure(requires(either(skill('SCIENCE', 2), skill('ENGINEER', 2))))],
  disposition: 'reseeds',
  lasting: [{ kind: 'whenCountdownExpires', effects: [destroy('ship')] }],
};
