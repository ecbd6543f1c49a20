// Mr. Scott (twt/mrscott), personnel, special skill:
// "If on a Constitution-class ship, it is attributes all +2."
// A ship's class is a characteristic (Rulebook "Characteristics" L1112; the card data writes it "Constitution Class").
// His "DL/ {Classic Type II Phaser}" is a plain special download.
import { allShipAttributes, characteristic, modify } from '../../language/build';
import type { CardText } from '../../language/language';

export const mrScott: CardText = {
  blueprint: 'twt/mrscott',
  whileInPlay: [
    modify('shipAboard', allShipAttributes, 'add', 2, { filter: characteristic('Constitution Class') }),
  ],
};
