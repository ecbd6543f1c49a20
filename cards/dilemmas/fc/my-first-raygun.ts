// My First Raygun (fc/myfirstraygun), [S] dilemma:
// "Immediately probe (then discard probe card): [Event], [Interrupt], [AU], /Ent-E: Kills a personnel (random
// selection). Otherwise: "Stops" a personnel (random selection)."
// The player encountering it probes (Rulebook "Probing"); the export's `/Ent-E` is the [Ent-E] icon. No condition:
// the attempt goes on without the personnel killed or stopped. With an empty draw deck there is no probing.
import { kill, onIcons, probe, random, select, stop } from '../../language/build-dilemmas';
import type { DilemmaDeclaration } from '../../language/dilemma-language';

export const myFirstRaygun: DilemmaDeclaration = {
  blueprint: 'fc/myfirstraygun',
  effects: [
    probe(
      'discard',
      [onIcons(['Event', 'Interrupt', 'AU', 'Ent-E'], [select('shot', random(1)), kill('shot')])],
      [select('stunned', random(1)), stop('stunned')],
    ),
  ],
  disposition: 'reseeds',
};
