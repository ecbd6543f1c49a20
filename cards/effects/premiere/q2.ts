// Q2 (premiere/Q2), interrupt:
// "Nullifies {Amanda Rogers} OR {Kevin Uxbridge} OR a [Q] icon dilemma OR a dilemma with the word "Q" in title."
// Only the first two: a valid response to Amanda Rogers or Kevin Uxbridge just played (both are interrupts, discarded
// after use, so only ever "just played"). No [Q] icon dilemma is declared; the Premiere dilemma Q, which has "Q" in its
// title, is (cards/dilemmas/premiere/q.ts), but no response window opens while a dilemma is encountered, so Q2 cannot
// nullify it.
import { anyOf, discard, theTarget, titled } from '../../language/build';
import { cardPlayed } from '../../language/build-responses';
import type { CardText } from '../../language/language';

export const q2: CardText = {
  blueprint: 'premiere/Q2',
  respondsTo: cardPlayed({ filter: anyOf(titled('Amanda Rogers'), titled('Kevin Uxbridge')) }),
  immediate: [discard(theTarget)],
};
