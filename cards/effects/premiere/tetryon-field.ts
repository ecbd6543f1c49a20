// Tetryon Field (premiere/tetryonfield), event:
// "Plays crosswise on any spaceline location. All ships must stop here before proceeding on next turn, unless
// Navigation aboard."
// Rulings "Tetryon Field": a ship without Navigation may not fly by (`prevent('flyPast')`), and one that stops
// there "must stop moving at the location of this event and cannot move for the remainder of the turn".
import {
  aboard,
  crewHas,
  forThisTurn,
  mayNotMove,
  ofType,
  onCard,
  prevent,
  theTarget,
  whenShipStopsHere,
} from '../../language/build';
import type { CardText } from '../../language/language';

export const tetryonField: CardText = {
  blueprint: 'premiere/tetryonfield',
  plays: onCard(ofType('Mission')),
  whileInPlay: [prevent('flyPast', { where: 'here', unlessCrew: aboard('Navigation') })],
  triggers: [
    whenShipStopsHere({ unless: crewHas(aboard('Navigation')) }, forThisTurn(theTarget, mayNotMove)),
  ],
};
