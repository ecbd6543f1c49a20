// Hugh (premiere/hugh), interrupt:
// "Nullifies attack by {Borg Ship} for this turn OR destroys (discard) all {Rogue Borg} at one location."
// The play chooses the half by its target: a Borg Ship dilemma in play (its end-of-turn attack is nullified for this
// turn, the same record its attack leaves; it still moves), or a Rogue Borg (every Rogue Borg at that one spaceline
// location is discarded). Each effect acts only on its kind of target.
import {
  allInPlay,
  anyOf,
  attackNullified,
  discard,
  forThisTurn,
  onCard,
  targetIf,
  theTarget,
  titled,
} from '../../language/build';
import { rogueBorg } from '../../language/build-rogue-borg';
import type { CardText } from '../../language/language';

export const hugh: CardText = {
  blueprint: 'premiere/hugh',
  plays: onCard(anyOf(titled('Borg Ship'), rogueBorg)),
  immediate: [
    forThisTurn(theTarget, attackNullified),
    discard(allInPlay(rogueBorg, { at: targetIf(rogueBorg) })),
  ],
};
