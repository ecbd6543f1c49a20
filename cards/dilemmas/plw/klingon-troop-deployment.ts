// Klingon Troop Deployment (plw/plw3), planet dilemma, no points:
// "Opponent may download to this planet up to three different {[Univ][Kli][OS] personnel} and/or one {Classic
// Disruptor}. They may initiate battle (if possible)."
// As Ferengi Ambush (cards/dilemmas/tng/ferengi-ambush.ts): Rulebook "Downloading" (L466, L474-478) and 7.4 Battle
// (L750-762: a leader present; [Kli] has no attack restrictions, so a Klingon Away Team may be attacked too). "They"
// are the Klingons downloaded; the opponent decides whether they attack the Away Team.
import {
  affiliation,
  allOf,
  icon,
  mayBattle,
  ofType,
  opponentDownloadsHere,
  titled,
  universal,
} from '../../language/build-dilemmas';
import type { DilemmaDeclaration } from '../../language/dilemma-language';

const universalOriginalSeriesKlingons = allOf(
  ofType('Personnel'),
  universal,
  affiliation('Klingon'),
  icon('OS'),
);

export const klingonTroopDeployment: DilemmaDeclaration = {
  blueprint: 'plw/plw3',
  effects: [
    opponentDownloadsHere(3, universalOriginalSeriesKlingons, { different: true, as: 'troops' }),
    opponentDownloadsHere(1, titled('Classic Disruptor')),
    mayBattle('troops', 'opponent'),
  ],
  disposition: 'reseeds',
};
