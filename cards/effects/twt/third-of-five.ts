// Third of Five (twt/ThirdofFive), personnel, special skill: "If on your {Borg Scout Vessel}, it is attributes all +2
// (or +4 in Alpha Quadrant)."
// Rulebook "Using Skills" L1002 ("[SD]If on Cha'Joh, it is RANGE +2": a special skill "always on"): the ship of his
// player's (12.3 "your") titled Borg Scout Vessel (12.10) he is aboard (12.4) is RANGE, WEAPONS and SHIELDS +2, or +4
// while he is at a location of the Alpha Quadrant's spaceline ("Mission Phase" L219) (12.11 S.A.M.).
import {
  allOf,
  allShipAttributes,
  ifItIs,
  inQuadrant,
  modify,
  not,
  titled,
  yours,
} from '../../language/build';
import type { CardText } from '../../language/language';

const yourBorgScoutVessel = allOf(yours, titled('Borg Scout Vessel'));

export const thirdOfFive: CardText = {
  blueprint: 'twt/ThirdofFive',
  whileInPlay: [
    modify('shipAboard', allShipAttributes, 'add', 2, {
      filter: yourBorgScoutVessel,
      condition: ifItIs(not(inQuadrant('Alpha'))),
    }),
    modify('shipAboard', allShipAttributes, 'add', 4, {
      filter: yourBorgScoutVessel,
      condition: ifItIs(inQuadrant('Alpha')),
    }),
  ],
};
