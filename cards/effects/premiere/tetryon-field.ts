// Tetryon Field (premiere/tetryonfield), event:
// "Plays crosswise on any spaceline location. All ships must stop here before proceeding on next turn, unless
// Navigation aboard."
// Rulings "Tetryon Field": a ship without Navigation may not fly by, and one that moved there stays for the turn.
import { aboard, mustStopHere, ofType, onCard } from '../../language/build';
import type { CardText } from '../../language/language';

export const tetryonField: CardText = {
  blueprint: 'premiere/tetryonfield',
  plays: onCard(ofType('Mission')),
  whileInPlay: [mustStopHere(aboard('Navigation'))],
};
