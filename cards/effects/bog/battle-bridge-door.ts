// Battle Bridge Door (bog/bbd; reprinted Bah!/battlebridgedoor, VP/204VP), doorway:
// "Place one atop Battle Bridge side deck during the seed phase. Battle Bridge is now open and in play (immune to cards
// which close doorways). OR Stock in deck and play at start of ship battle (even during opponent's turn) if you have
// Leadership in that battle. Allows you to draw two extra Tactic cards (cumulative) or enhances each of your ships' and
// facilities' WEAPONS +1; then discard doorway."
// The first function is built in (seeded atop the side deck in the doorway phase: domain/deck-building/side-decks.ts, run by
// domain/battle-rules/battle-bridge.ts; no card closing doorways is implemented). The second: a valid response to a ship battle
// just initiated (Rulebook 7.4 stage 2 Responses, either player's turn), by a player controlling a force with
// Leadership in that battle; the play names its option (domain/card-effects/battle-bridge-door.ts); then discarded.
// Having no `plays`, it is not played from hand at other times.
import { battleInitiated } from '../../language/build-responses';
import { extraTacticsOrWeapons } from '../../language/build-side-decks';
import type { CardText } from '../../language/language';

const text = {
  respondsTo: battleInitiated({ kind: 'ship', ifYouHave: 'Leadership' }),
  immediate: [extraTacticsOrWeapons(2, 1)],
  afterUse: 'discard',
} as const satisfies Omit<CardText, 'blueprint'>;

export const battleBridgeDoor: CardText = { blueprint: 'bog/bbd', ...text };

/** The Virtual Promo printing, titled "Battle Bridge Door *VP": the same text. */
export const battleBridgeDoorVp: CardText = { blueprint: 'VP/204VP', ...text };
