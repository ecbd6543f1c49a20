// Malfunctioning Door (au/MalfunctioningDoor), [P] dilemma:
// "To get past requires a Soong-Type android OR STRENGTH>27 from up to four personnel."
// "from up to four personnel": the STRENGTH of the four strongest Away Team members only. "Soong-Type android" is the
// characteristic (Rulings "Soong-type android").
import { a, above, either, requires, toGetPast } from '../../language/build-dilemmas';
import type { DilemmaDeclaration } from '../../language/dilemma-language';

export const malfunctioningDoor: DilemmaDeclaration = {
  blueprint: 'au/MalfunctioningDoor',
  effects: [toGetPast(requires(either(a('Soong-type android'), above('STRENGTH', 27, 4))))],
  disposition: 'reseeds',
};
