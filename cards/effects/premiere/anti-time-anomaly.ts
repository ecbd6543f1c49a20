// Anti-Time Anomaly (premiere/Anti-time-Anomaly), event:
// "Plays on table. Kills literally ALL personnel in play (both players' cards) at the end of your third full turn,
// unless anti-time anomaly destroyed first."
// Rulebook 12.2: the third full turn of its player after the turn it is played; holograms are deactivated instead
// of killed (Rulebook "Holograms").
import { allInPlay, atEndOfTurn, fullTurnOf, kill, ofType, onTheTable } from '../../language/build';
import type { CardText } from '../../language/language';

export const antiTimeAnomaly: CardText = {
  blueprint: 'premiere/Anti-time-Anomaly',
  plays: onTheTable,
  triggers: [atEndOfTurn(fullTurnOf(3), kill(allInPlay(ofType('Personnel'))))],
};
