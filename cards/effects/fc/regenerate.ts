// Regenerate (fc/regenerate; reprinted Ref, HF3), event:
// "Plays to fully repair and "stop" any {Borg Ship} dilemma or Borg ship (nullifying any cards reducing its
// attributes) OR to shuffle your discard pile into draw deck. Discard event."
// Two "OR" functions. On a Borg Ship dilemma in play or a [Borg] ship: fully repaired (Rulebook 7.5.2 Repair L872:
// "remove all damage markers immediately"), "stopped" (10.2.1; a self-controlled Borg Ship still attacks and moves at
// the end of the turn, domain/battle-rules/self-controlled.ts), and each card whose modifier lowers one of its
// attributes (12.11 S.A.M.) nullified (the verb nullify: a card in play discarded; the lasting effects it created
// ended, an interrupt's or event's modifier "for this turn" too though the card was discarded; Rulebook L319). Or, with
// no target, your discard pile shuffled into your draw deck (12.14). "Discard event": after either use.
import {
  affiliation,
  allOf,
  anyOf,
  cardsReducingAttributesOf,
  discardPileOf,
  noTarget,
  nullifyEach,
  ofType,
  onCard,
  repair,
  shuffleInto,
  stop,
  theTarget,
  titled,
} from '../../language/build';
import type { CardText } from '../../language/language';

export const regenerate: CardText = {
  blueprint: 'fc/regenerate',
  plays: onCard(
    anyOf(allOf(ofType('Dilemma'), titled('Borg Ship')), allOf(ofType('Ship'), affiliation('Borg'))),
  ),
  immediate: [repair(theTarget), stop(theTarget), nullifyEach(cardsReducingAttributesOf(theTarget))],
  afterUse: 'discard',
  or: [{ plays: noTarget, immediate: [shuffleInto(discardPileOf('you'), 'drawDeck')], afterUse: 'discard' }],
};
