// 1,000 Tribbles - Bonus (twt/1000tribblesbonus), Tribble; its printings 1,000 Tribbles - Discard and 1,000 Tribbles -
// Rescue are copies (cards/tribble-cards.ts `titleOf`):
// "Breeds from {100 tribbles}. Each personnel present loses their first-listed skill. Prevents {Ooby Dooby} card draws
// at this location."
// "Breeds from": the large tribble rule (Rulebook "Tribbles (11.3)", domain/tribbles/tribbles.ts). "loses their first-listed
// skill": one listing of it, as 10 Tribbles' (cards/effects/twt/ten-tribbles.ts). Ooby Dooby's card draws are not in
// the engine (the card is refused): the last sentence never applies.
import { firstListedSkill, modify } from '../../language/build';
import type { CardText } from '../../language/language';

export const thousandTribbles: CardText = {
  blueprint: 'twt/1000tribblesbonus',
  whileInPlay: [modify('othersPresent', firstListedSkill, 'add', -1)],
};
