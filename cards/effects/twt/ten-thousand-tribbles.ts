// 10,000 Tribbles - Go (twt/10000tribblesgo), Tribble; its printings 10,000 Tribbles - Poison and 10,000 Tribbles -
// Rescue are copies (domain/tribbles/tribble-cards.ts `titleOf`):
// "Breeds from {1,000 Tribbles}. Where present, mission attempts require 2 Exobiology. Cancels probing on non-Dilemma
// cards at (and [BO] cards targeting) this location."
// "Where present": as 100 Tribbles' (cards/effects/twt/hundred-tribbles.ts). "Cancels probing": the end-of-turn probes
// of non-Dilemma cards at its location are not made (domain/card-effects/end-of-turn-probes.ts); dilemmas probe as
// ever. No [BO] Borg Objective card is in the engine: that part never applies.
import { addRequirement, not, ofType, prevent } from '../../language/build';
import type { CardText } from '../../language/language';

export const tenThousandTribbles: CardText = {
  blueprint: 'twt/10000tribblesgo',
  whileInPlay: [
    addRequirement('othersPresent', { kind: 'skill', skill: 'Exobiology', count: 2 }),
    prevent('probe', { cards: not(ofType('Dilemma')), where: 'here' }),
  ],
};
