// Borg Sphere (fc/borgsphere), ship:
// "May be reported aboard, carried aboard and launched from any of your Borg cubes."
// It may report for duty carried by your Borg cube (domain/card-play/report-aboard.ts), and be loaded aboard, carried and
// launched by it (Rulebook "Carried ships", domain/orders/carry.ts).
import { allOf, allow, characteristic, ofType, yours } from '../../language/build';
import type { CardText } from '../../language/language';

const yourBorgCubes = allOf(yours, ofType('Ship'), characteristic('cube'));

export const borgSphere: CardText = {
  blueprint: 'fc/borgsphere',
  whileInPlay: [
    allow('reportAboard', { cards: 'self', carrier: yourBorgCubes }),
    allow('carry', { cards: 'self', carrier: yourBorgCubes }),
  ],
};

// Queen's Borg Sphere (fc/queensborgsphere), ship: the same text.
export const queensBorgSphere: CardText = { ...borgSphere, blueprint: 'fc/queensborgsphere' };
