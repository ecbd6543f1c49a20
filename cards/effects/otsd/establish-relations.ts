// Establish Relations (otsd/establishrelations; its Virtual reprint otsdr/otsdr10 a copy, Rulebook "Copies"),
// universal planet mission, [FED][NON][BAJ], 25 points:
// "Diplomacy + INTEGRITY>32 + (Leadership OR V.I.P.) When you solve, you may download a [Non] personnel here."
// Rulebook 7.2 "Solving a Mission" (L705: "any gametext triggered by solving the mission is resolved … you may
// download"): a triggered ability of the mission on its own solving; "you" is the player who solved it, who names `yes`
// or `no` (`may`), then the Non-Aligned personnel they download (Rulebook "Downloading" L466-478: found in hand, draw
// deck or open side decks, the personnel download limit applied), played on the planet here.
import { affiliation, allOf, downloadHere, may, ofType, whenMissionSolvedHere } from '../../language/build';
import type { CardText } from '../../language/language';

export const establishRelations: CardText = {
  blueprint: 'otsd/establishrelations',
  triggers: [
    whenMissionSolvedHere({}, may(downloadHere(allOf(ofType('Personnel'), affiliation('Non-Aligned'))))),
  ],
};
