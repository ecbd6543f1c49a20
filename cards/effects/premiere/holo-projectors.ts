// Holo-Projectors (premiere/Holo-projectors), event:
// "Plays on a planet mission. [Holo] cards may exist on this planet."
// Read as a holodeck for the planet surface (domain/special-rules/holograms.ts): holograms there may exist activated; when the event
// leaves play, those still there are erased (Rulebook "Holograms").
import { allOf, allow, missionType, ofType, onCard } from '../../language/build';
import type { CardText } from '../../language/language';

export const holoProjectors: CardText = {
  blueprint: 'premiere/Holo-projectors',
  plays: onCard(allOf(ofType('Mission'), missionType('planet'))),
  whileInPlay: [allow('hologramsExist', { where: 'here', forAnyPlayer: true })],
};
