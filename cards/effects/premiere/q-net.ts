// Q-Net (premiere/qnet), event:
// "Plays between two adjacent spaceline locations. No ship may pass the Q-Net unless 2 Diplomacy aboard."
// It plays on the mission on one side, and stands between that location and the next one along the spaceline.
import { aboard, allOf, followedOnSpaceline, ofType, onCard, prevent } from '../../language/build';
import type { CardText } from '../../language/language';

export const qNet: CardText = {
  blueprint: 'premiere/qnet',
  plays: onCard(allOf(ofType('Mission'), followedOnSpaceline)),
  whileInPlay: [prevent('passBetween', { where: 'here', unlessCrew: aboard('Diplomacy', 2) })],
};
