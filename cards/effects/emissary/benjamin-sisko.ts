// Benjamin Sisko (Emissary) (Emissary/emissary_62), personnel, special skill: "If in [GQ]: ENGINEER, Diplomacy,
// Navigation"
// "If in [GQ]": at a location of the Gamma Quadrant's spaceline (Rulebook "Mission Phase" L219, L221), a special skill
// "always on" while he is there (Rulebook "Using Skills" L1002).
import { ifItIs, inQuadrant, modify, skill } from '../../language/build';
import type { CardText } from '../../language/language';

export const benjaminSiskoEmissary: CardText = {
  blueprint: 'Emissary/emissary_62',
  whileInPlay: [
    modify('self', [skill('ENGINEER'), skill('Diplomacy'), skill('Navigation')], 'add', 1, {
      condition: ifItIs(inQuadrant('Gamma')),
    }),
  ],
};
