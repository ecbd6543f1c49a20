// Kevin Uxbridge (premiere/Kevin-Uxbridge), interrupt:
// "Nullifies any one Event card in play (except for {Treaty} cards) OR any other card played as an Event card.
// (Immune to {Amanda Rogers}.)"
// At any time, it nullifies an event in play; as a valid response, any card just played as an event (the play's
// kind), before its results; an objective plays like an event but is not "played as an Event card". The Treaty
// exception is read for both.
// A nullified event leaves play (or goes) to its owner's discard pile, with the cards played on it.
import { allOf, discard, not, ofType, onCard, theTarget, titled } from '../../language/build';
import { cardPlayed } from '../../language/build-responses';
import type { CardText } from '../../language/language';

export const kevinUxbridge: CardText = {
  blueprint: 'premiere/Kevin-Uxbridge',
  plays: onCard(allOf(ofType('Event'), not(titled('Treaty')))),
  respondsTo: cardPlayed({ as: ['event'], filter: allOf(not(ofType('Objective')), not(titled('Treaty'))) }),
  immediate: [discard(theTarget)],
  immuneTo: ['Amanda Rogers'],
};
