// Battle Bridge Door (bog/bbd; reprinted Bah!/battlebridgedoor, VP/204VP), doorway:
// "Place one atop Battle Bridge side deck during the seed phase. Battle Bridge is now open and in play (immune to cards
// which close doorways). OR Stock in deck and play at start of ship battle (even during opponent's turn) if you have
// Leadership in that battle. Allows you to draw two extra Tactic cards (cumulative) or enhances each of your ships' and
// facilities' WEAPONS +1; then discard doorway."
// The first function is built in (seeded atop the side deck in the doorway phase: domain/deck-building/side-decks.ts, run by
// domain/battle-rules/battle-bridge.ts; no card closing doorways is implemented). The second: a valid response to a ship battle
// just initiated (Rulebook 7.4 stage 2 Responses, either player's turn), by a player controlling a force with
// Leadership in that battle; the play names its option, each a modifier for that battle (Rulebook 12.11 S.A.M., ended
// with the battle, Rulebook 7.4): `tactics`, Tactic draws +2 on the first card of the player's force in it ("(cumulative)",
// Rulebook 12.9; the value `tactic` `draws`, domain/battle-rules/tactic-rules.ts), or `weapons`, WEAPONS +1 on each of
// the player's ships and facilities in play (not marked cumulative: a second copy's does not add); then discarded.
// Reading: the enhancement lasts for that battle (the doorway is discarded at once and names no other duration).
// Having no `plays`, it is not played from hand at other times.

import { allOf, anyOf, ofType, yours } from '../../language/build-filters';
import { attribute, tacticValue } from '../../language/build-modifiers';
import { battleInitiated } from '../../language/build-responses';
import { allInPlay, firstOf, inBattle, modifyForThisBattle, option } from '../../language/build-verbs';
import type { CardText } from '../../language/language';

export const battleBridgeDoor: CardText = {
  blueprint: 'bog/bbd',
  respondsTo: battleInitiated({ kind: 'ship', ifYouHave: 'Leadership' }),
  immediate: [
    option(
      {
        label: 'tactics',
        effects: [
          modifyForThisBattle(firstOf(inBattle(yours)), tacticValue('draws'), 'add', 2, { cumulative: true }),
        ],
      },
      {
        label: 'weapons',
        effects: [
          modifyForThisBattle(
            allInPlay(allOf(yours, anyOf(ofType('Ship'), ofType('Facility')))),
            attribute('WEAPONS'),
            'add',
            1,
          ),
        ],
      },
    ),
  ],
  afterUse: 'discard',
};
