// Crosis (premiere/crosis), interrupt:
// "Plays on {Rogue Borg}. Doubles their STRENGTH, including himself. Two Borg = 4 STRENGTH each, three Borg = 6
// STRENGTH each, etc. (Not cumulative.)"
// "including himself" and "Two Borg = 4 STRENGTH each" read as: Crosis joins the Rogue Borg he plays on (aboard their
// ship, self-controlled, a Rogue Borg counted among "Two Borg"), his own STRENGTH set like theirs to the number of
// Rogue Borg present, and every Rogue Borg present (himself too) STRENGTH x2 (S.A.M. multiply after the set). He has no
// battle text of his own: he fights when the Rogue Borg Mercenaries with him battle. A second Crosis present does not
// double again (not cumulative, Rulebook 12.9).
import { attribute, modify, onCard } from '../../language/build';
import {
  boardTargetAsRogueBorg,
  forEachPresent,
  isARogueBorg,
  rogueBorg,
} from '../../language/build-rogue-borg';
import type { CardText } from '../../language/language';

export const crosis: CardText = {
  blueprint: 'premiere/crosis',
  plays: onCard(rogueBorg),
  immediate: [boardTargetAsRogueBorg],
  afterUse: 'entersPlay',
  whileInPlay: [
    isARogueBorg,
    modify('self', attribute('STRENGTH'), 'set', forEachPresent(1, rogueBorg)),
    modify('cardsPresent', attribute('STRENGTH'), 'multiply', 2, { filter: rogueBorg }),
  ],
};
