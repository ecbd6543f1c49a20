// Crosis (premiere/crosis), interrupt:
// "Plays on {Rogue Borg}. Doubles their STRENGTH, including himself. Two Borg = 4 STRENGTH each, three Borg = 6
// STRENGTH each, etc. (Not cumulative.)"
// "including himself" and "Two Borg = 4 STRENGTH each" read as: Crosis joins the Rogue Borg he plays on (placed aboard
// their ship, self-controlled as Rogue Borg are, Rulings "battle"; a Rogue Borg counted among "Two Borg"), his own STRENGTH set like theirs to the number of
// Rogue Borg present, and every Rogue Borg present (himself too) STRENGTH x2 (S.A.M. multiply after the set). He has no
// battle text of his own: he fights when the Rogue Borg Mercenaries with him battle. A second Crosis present does not
// double again (not cumulative, Rulebook 12.9).
import {
  attribute,
  carrierOf,
  control,
  modify,
  onCard,
  placeAboard,
  theTarget,
  thisCard,
} from '../../language/build';
import { forEachPresent, isARogueBorg, rogueBorg } from '../../language/build-rogue-borg';
import type { CardText } from '../../language/language';

export const crosis: CardText = {
  blueprint: 'premiere/crosis',
  plays: onCard(rogueBorg),
  immediate: [placeAboard(thisCard, carrierOf(theTarget)), control(thisCard, 'itself')],
  afterUse: 'entersPlay',
  whileInPlay: [
    isARogueBorg,
    modify('self', attribute('STRENGTH'), 'set', forEachPresent(1, rogueBorg)),
    modify('cardsPresent', attribute('STRENGTH'), 'multiply', 2, { filter: rogueBorg }),
  ],
};
