// Q2 (premiere/Q2), interrupt:
// "Nullifies {Amanda Rogers} OR {Kevin Uxbridge} OR a [Q] icon dilemma OR a dilemma with the word "Q" in title."
// Only the first two: a valid response to Amanda Rogers or Kevin Uxbridge just played (both are interrupts, discarded
// after use, so only ever "just played"). No [Q] icon dilemma or dilemma with "Q" in its title is implemented (the
// Premiere dilemma Q is undeclared and leaves play without effect), and no window opens during a dilemma.
import { anyOf, discard, theTarget, titled } from '../../language/build';
import { cardPlayed } from '../../language/build-responses';
import type { CardText } from '../../language/language';

export const q2: CardText = {
  blueprint: 'premiere/Q2',
  respondsTo: cardPlayed({ filter: anyOf(titled('Amanda Rogers'), titled('Kevin Uxbridge')) }),
  immediate: [discard(theTarget)],
};
