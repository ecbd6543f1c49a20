// Ferengi Ambush (TNG/tng_5V), planet dilemma, no points:
// "Opponent may download to this planet up to three different [Univ] Ferengi and/or one {Ferengi Whip}. They may
// initiate battle (if possible)."
// Rulebook "Downloading" (L466: found in hand, draw deck or open side decks and played at once; L474-478: one download
// action may bring several personnel) and 7.4 Battle (L750-762: a leader present, the affiliation attack restrictions,
// which a [Fer] force obeys). "Ferengi" is read as Rulebook "Characteristics" L1112 reads it: the species or the
// affiliation. "They" are the Ferengi downloaded; the opponent decides whether they attack the Away Team. Every effect
// is automatic: the dilemma is removed once met (Rulebook L635), the battle is then fought, and the attempt goes on
// with the personnel it left unstopped (none: Rulebook 7.4 stage 6 stops every survivor).
import {
  affiliation,
  allOf,
  anyOf,
  characteristic,
  mayBattle,
  ofType,
  opponentDownloadsHere,
  titled,
  universal,
} from '../../language/build-dilemmas';
import type { DilemmaDeclaration } from '../../language/dilemma-language';

const universalFerengi = allOf(
  ofType('Personnel'),
  universal,
  anyOf(characteristic('Ferengi'), affiliation('Ferengi')),
);

export const ferengiAmbush: DilemmaDeclaration = {
  blueprint: 'TNG/tng_5V',
  effects: [
    opponentDownloadsHere(3, universalFerengi, { different: true, as: 'ambushers' }),
    opponentDownloadsHere(1, titled('Ferengi Whip')),
    mayBattle('ambushers', 'opponent'),
  ],
  disposition: 'reseeds',
};
