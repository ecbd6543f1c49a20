// 100 Tribbles - Bonus (twt/100tribblesbonus), Tribble; its printings 100 Tribbles - Poison and 100 Tribbles - Rescue
// are copies (cards/tribble-cards.ts `titleOf`):
// "Breeds from {10 Tribbles}. Where present, mission attempts require 2 Leadership. If on a planet, prevents scoring of
// {Colony} points there."
// "Breeds from": the large tribble rule (Rulebook "Tribbles (11.3)", domain/tribbles/tribbles.ts). "Where present": a team
// attempting a mission with the card present (on its planet, aboard its ship) solves it only with 2 Leadership too
// (Rulebook 7.2 "Solving a Mission"). No Colony card scores points in the engine: the last sentence never applies.
import { addRequirement } from '../../language/build';
import type { CardText } from '../../language/language';

export const hundredTribbles: CardText = {
  blueprint: 'twt/100tribblesbonus',
  whileInPlay: [addRequirement('othersPresent', { kind: 'skill', skill: 'Leadership', count: 2 })],
};
