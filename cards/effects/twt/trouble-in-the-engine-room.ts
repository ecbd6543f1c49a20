// ... in the Engine Room (twt/troubleintheengineroom), Trouble:
// "100: On a ship, reduces WEAPONS -1 and RANGE -1. 1,000: On a ship, it is "stopped" after each of its moves unless 3
// ENGINEER aboard. At an {Ore Processing Unit}, suspends {Process Ore}."
// "100:", "1,000:": each portion is active while at least that many tribbles are present, in the card's tribble group
// (Rulebook "Tribbles (11.3)", domain/tribbles/tribble-count.ts). "On a ship": aboard the ship it reaches. "its moves": the
// ship's movement orders (Rulebook 7.1: flying, docking and undocking, landing and taking off, loading and launching;
// not time travel, nor a relocation by card text: the `ship.moved` event); "3 ENGINEER aboard": the crew, able to act, has
// ENGINEER 3. Ore Processing Unit is a site, and no site enters play in the engine (no Nor facility is declared): the
// last sentence never applies.
import {
  aboard,
  afterEachMoveOfThisShip,
  attribute,
  crewHas,
  ifTribblesPresent,
  modify,
  stop,
  theTarget,
} from '../../language/build';
import type { CardText } from '../../language/language';

export const troubleInTheEngineRoom: CardText = {
  blueprint: 'twt/troubleintheengineroom',
  whileInPlay: [
    modify('shipAboard', [attribute('WEAPONS'), attribute('RANGE')], 'add', -1, {
      condition: ifTribblesPresent(100),
    }),
  ],
  triggers: [
    afterEachMoveOfThisShip(
      { condition: ifTribblesPresent(1000), unless: crewHas(aboard('ENGINEER', 3)) },
      stop(theTarget),
    ),
  ],
};
