// Retrieve Materiel (brokenbow/brokenbow_37), planet mission, [FED][FER], 35 points:
// "Anthropology + Transporter Skill + CUNNING>30 Solving player may download one [22][Equipment] here."
// Rulebook 7.2 "Solving a Mission" (L705: "any gametext triggered by solving the mission is resolved … you may
// download"): a triggered ability of the mission on its own solving; the solving player names `yes` or `no` (`may`),
// then the [22] equipment they download (Rulebook "Downloading" L466-478: found in hand, draw deck or open side decks),
// played on the planet here.
import { allOf, downloadHere, may, ofType, whenMissionSolvedHere } from '../../language/build';
import { icon } from '../../language/build-time-travel';
import type { CardText } from '../../language/language';

export const retrieveMateriel: CardText = {
  blueprint: 'brokenbow/brokenbow_37',
  triggers: [whenMissionSolvedHere({}, may(downloadHere(allOf(icon('22'), ofType('Equipment')))))],
};
