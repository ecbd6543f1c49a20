// 10 Tribbles - Bonus (twt/10tribblesbonus), Tribble; its printings 10 Tribbles - Go and 10 Tribbles - Poison are
// copies (cards/tribble-cards.ts `titleOf`):
// "May report anywhere. Each Klingon present is INTEGRITY -1 and, unless {Divok} is present, loses their first-listed
// skill."
// "May report anywhere": the small tribble rule (Rulebook "Tribbles (11.3)", domain/tribbles/tribbles.ts). "Klingon": a
// personnel with the Klingon characteristic (species); "loses their first-listed skill": one listing of it, as
// Tsiolkovsky Infection's (domain/dilemma-effects/lasting-modifiers.ts); Divok present with the card. Not
// "(Cumulative.)": copies present do not stack.
import {
  allOf,
  attribute,
  characteristic,
  firstListedSkill,
  modify,
  ofType,
  titled,
  unlessWith,
} from '../../language/build';
import type { CardText } from '../../language/language';

const klingons = allOf(ofType('Personnel'), characteristic('Klingon'));

export const tenTribbles: CardText = {
  blueprint: 'twt/10tribblesbonus',
  whileInPlay: [
    modify('othersPresent', attribute('INTEGRITY'), 'add', -1, { filter: klingons }),
    modify('othersPresent', firstListedSkill, 'add', -1, {
      filter: klingons,
      condition: unlessWith(titled('Divok')),
    }),
  ],
};
