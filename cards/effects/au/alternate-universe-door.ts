// Alternate Universe Door (au/alternateuniversedoor; reprinted TNG+ 9 V, HF6 20 V), doorway:
// "Place one on table during the seed phase. Door is now open, allowing your [AU] icon cards to enter play. OR Stock in
// deck and use as follows: Plays to nullify one {Revolving Door} or {Subspace Schism}. (Discard doorway.) OR Allows one
// ship to pass through {Q-Net}. (Discard doorway.) OR Nullify one {Temporal Rift}, and return doorway to your hand."
// Seeded, it opens in the doorway phase (Rulebook "Seed Phases": an [AU] card seeds only if a card "expressly allows
// you to seed [AU] cards"; "Entering Play": a non-seeded [AU] card plays only if "an open doorway" allows it). Stocked,
// its uses are its "OR" functions, each played on its player's turn (Rulebook "Playing 'At Any Time'": doorways play
// "at any time during your turn only"): nullifying a Revolving Door or Subspace Schism just played (a valid response)
// or a Revolving Door in play; letting one ship pass a Q-Net once this turn (played before the move); nullifying a
// Temporal Rift just played or in play (the ship reappears as when its countdown ends), the doorway back to hand.
import { allOf, allow, ofType, onCard, titled, yours } from '../../language/build';
import { cardPlayed } from '../../language/build-responses';
import { icon } from '../../language/build-time-travel';
import { discard, forThisTurn, passesThrough, theTarget } from '../../language/build-verbs';
import type { AfterUse, CardFunction, CardText } from '../../language/language';

const nullifies = (title: string, afterUse: AfterUse): ReadonlyArray<CardFunction> => [
  { respondsTo: cardPlayed({ filter: titled(title) }), immediate: [discard(theTarget)], afterUse },
  { plays: onCard(titled(title)), immediate: [discard(theTarget)], afterUse },
];

export const alternateUniverseDoor: CardText = {
  blueprint: 'au/alternateuniversedoor',
  whileInPlay: [allow('enterFromAlternateUniverse', { cards: allOf(yours, icon('AU')) })],
  or: [
    ...nullifies('Revolving Door', 'discard'),
    {
      respondsTo: cardPlayed({ filter: titled('Subspace Schism') }),
      immediate: [discard(theTarget)],
      afterUse: 'discard',
    },
    {
      plays: onCard(ofType('Ship')),
      immediate: [forThisTurn(theTarget, passesThrough('Q-Net'))],
      afterUse: 'discard',
    },
    ...nullifies('Temporal Rift', 'returnToHand'),
  ],
};
