// Investigate Energy Readings (comingofag/comingofage_04), planet mission, [FED][ROM][FER], 35 points:
// "SECURITY + Anthropology x2 + (CUNNING>38 OR {[Bar]}) When you solve, may download {Barash} here."
// Rulebook 7.2 "Solving a Mission" (L705: "any gametext triggered by solving the mission is resolved … you may
// download"): a triggered ability of the mission on its own solving; "you" is the player who solved it, who names `yes`
// or `no` (`may`), then the Barash they download (Rulebook "Downloading" L466-478: found in hand, draw deck or open
// side decks, the personnel download limit applied), played on the planet here.
import { downloadHere, may, titled, whenMissionSolvedHere } from '../../language/build';
import type { CardText } from '../../language/language';

export const investigateEnergyReadings: CardText = {
  blueprint: 'comingofag/comingofage_04',
  triggers: [whenMissionSolvedHere({}, may(downloadHere(titled('Barash'))))],
};
