// Under Fire (bog/underfire), [P] dilemma:
// "Immediately probe (then place probe card atop draw deck): [Doorway], [Interrupt], DL/ , [Bor]: Kills two
// personnel (random selection). Otherwise: "Stops" one personnel (random selection)."
// The player encountering it probes (Rulebook "Probing"); `DL` is the download icon written `DL/` in gametext. No
// condition: nothing fails, the attempt goes on without the personnel killed or stopped. With an empty draw deck
// there is no probing, and no effect.
import { kill, onIcons, probe, random, select, stop } from '../../language/build-dilemmas';
import type { DilemmaDeclaration } from '../../language/dilemma-language';

export const underFire: DilemmaDeclaration = {
  blueprint: 'bog/underfire',
  effects: [
    probe(
      'replace',
      [onIcons(['Doorway', 'Interrupt', 'DL', 'Bor'], [select('hit', random(2)), kill('hit')])],
      [select('pinned', random(1)), stop('pinned')],
    ),
  ],
  disposition: 'reseeds',
};
