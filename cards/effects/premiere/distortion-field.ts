// Distortion Field (premiere/Distortion-Fielda), event:
// "Plays crosswise face up on any planet location. Once each turn, flip card over. While face up, prevents all
// beaming down/up here. (Unique.)"
// It plays on a planet mission; its player flips it over once each of their turns (`card.flip`, the permission
// `allow('flip', { limit: 'onceEachTurn' })`).
import { allow, missionType, onCard, prevent } from '../../language/build';
import type { CardText } from '../../language/language';

export const distortionField: CardText = {
  blueprint: 'premiere/Distortion-Fielda',
  plays: onCard(missionType('planet')),
  whileInPlay: [
    prevent('beam', { where: 'here', whileFaceUp: true }),
    allow('flip', { limit: 'onceEachTurn' }),
  ],
};
