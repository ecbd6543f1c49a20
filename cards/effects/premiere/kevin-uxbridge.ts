// Kevin Uxbridge (premiere/Kevin-Uxbridge), interrupt:
// "Nullifies any one Event card in play (except for {Treaty} cards) OR any other card played as an Event card.
// (Immune to {Amanda Rogers}.)"
// Only the first function: no card in the engine is "played as an Event card", and no Amanda Rogers plays.
// A nullified event leaves play to its owner's discard pile, with the cards played on it.
import { allOf, discardTarget, not, ofType, onCard, titled } from '../build';
import type { CardText } from '../language';

export const kevinUxbridge: CardText = {
  blueprint: 'premiere/Kevin-Uxbridge',
  plays: onCard(allOf(ofType('Event'), not(titled('Treaty')))),
  immediate: [discardTarget],
};
