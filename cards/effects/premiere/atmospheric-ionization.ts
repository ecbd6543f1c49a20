// Atmospheric Ionization (premiere/Atmospheric-Ionization), event:
// "Plays crosswise on any planet location. Maximum of three personnel per turn can be beamed up or down at this
// location. (Unique.)"
// It plays on a planet mission; the three personnel are counted over each turn, whoever beams them.
import { missionType, ofType, onCard, prevent } from '../../language/build';
import type { CardText } from '../../language/language';

export const atmosphericIonization: CardText = {
  blueprint: 'premiere/Atmospheric-Ionization',
  plays: onCard(missionType('planet')),
  whileInPlay: [prevent('beam', { where: 'here', cards: ofType('Personnel'), beyondPerTurn: 3 })],
};
