// The Metrons' Arena (plw/plw6), space/planet dilemma:
// "One personnel (opponent's choice) is relocated to nearest planet with no personnel on surface; opponent may
// download {S'Salk} there. Attempt ends."
// "Nearest" as Rulebook L1249 measures it (the fewest locations away, then the least span; a tie is the opponent's,
// 12.5), among the other planets on the spaceline with no one's personnel on their surface; with none, the personnel
// stays and there is no "there" to download to. S'Salk is downloaded by Rulebook "Downloading" (L466-478) to that
// planet's surface. The text names no battle: none is fought now. Every effect is automatic, so the dilemma is removed
// (Rulebook "Dilemmas" L634) as the attempt ends, nobody stopped.
import {
  chosenBy,
  endAttempt,
  opponentDownloadsHere,
  relocate,
  select,
  titled,
} from '../../language/build-dilemmas';
import type { DilemmaDeclaration } from '../../language/dilemma-language';

export const theMetronsArena: DilemmaDeclaration = {
  blueprint: 'plw/plw6',
  effects: [
    select('contestant', chosenBy('opponent')),
    relocate('contestant', 'nearestPlanetWithNoPersonnel', { as: 'inTheArena' }),
    opponentDownloadsHere(1, titled("S'Salk"), { to: { planetOf: 'inTheArena' } }),
    endAttempt,
  ],
  disposition: 'reseeds',
};
