// Starfleet Type III Phaser Rifle (fc/starfleettypeiiiphaserrifl), equipment:
// "Federation and Non-Aligned use only. Each of your personnel present is STRENGTH +3, but loses 1 Diplomacy unless
// aboard your ship. (Cumulative.)"
// "Use only" as Klingon Disruptor's: only your Federation and Non-Aligned personnel present are enhanced. "Unless
// aboard your ship": the personnel it reaches are present with it, so they are aboard your ship exactly when it is;
// a personnel without Diplomacy has none to lose (a skill level is never below 0). The later sets' Bajoran,
// Cardassian, Klingon, Romulan, Dominion (Jem'Hadar) and Ferengi rifles print the same text for their affiliation.
import type { Affiliation, BlueprintId } from '../../blueprint';
import {
  affiliation,
  allOf,
  attribute,
  isAboard,
  modify,
  not,
  ofType,
  skill,
  yours,
} from '../../language/build';
import type { CardText } from '../../language/language';

/** "{affiliation} and Non-Aligned use only. Each of your personnel present is STRENGTH +3, but loses 1 Diplomacy …" */
export const rifleOf = (blueprint: BlueprintId, user: Affiliation): CardText => {
  const users = affiliation(user, 'Non-Aligned');
  return {
    blueprint,
    whileInPlay: [
      modify('yourPersonnelPresent', attribute('STRENGTH'), 'add', 3, { filter: users }),
      modify('yourPersonnelPresent', skill('Diplomacy'), 'add', -1, {
        filter: allOf(users, not(isAboard(allOf(ofType('Ship'), yours)))),
      }),
    ],
    cumulative: true,
  };
};

export const starfleetTypeIIIPhaserRifle = rifleOf('fc/starfleettypeiiiphaserrifl', 'Federation');
