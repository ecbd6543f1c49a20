// Rogue Borg Mercenaries (premiere/rogueborgmercenaries), interrupt:
// "Plays on any occupied ship. Battles crew now and at start of every players' turn. Two Borg =2 STRENGTH each, three
// =3 each, etc. Surviving Borg remain."
// The card goes aboard the ship (personnel or Rogue Borg aboard: Rulings "empty ship"; the general verb `place`),
// self-controlled (Rulings "battle": "Rogue Borg are considered self-controlled"; the general verb `control`), a Rogue
// Borg, and stays in play. With the other Rogue Borg aboard it battles the ship's crew in a personnel
// battle once it resolves and at the start of every turn (the general verb `battle`, a trigger on the start of a turn;
// domain/battle-rules/rogue-borg.ts, domain/battle-rules/rogue-borg-attack.ts); its
// strikes are chosen by no player: always the strongest allowed. Its STRENGTH is set to the number of Rogue Borg aboard,
// itself included; killed in battle, it is discarded.
import {
  allOf,
  atStartOfTurn,
  attribute,
  battle,
  control,
  everyPlayersTurn,
  modify,
  ofType,
  onCard,
  placeAboard,
  theTarget,
  thisCard,
} from '../../language/build';
import { forEachPresent, isARogueBorg, occupied, rogueBorg } from '../../language/build-rogue-borg';
import type { CardText } from '../../language/language';

export const rogueBorgMercenaries: CardText = {
  blueprint: 'premiere/rogueborgmercenaries',
  plays: onCard(allOf(ofType('Ship'), occupied)),
  immediate: [placeAboard(thisCard, theTarget), control(thisCard, 'itself'), battle(thisCard)],
  afterUse: 'entersPlay',
  whileInPlay: [isARogueBorg, modify('self', attribute('STRENGTH'), 'set', forEachPresent(1, rogueBorg))],
  triggers: [atStartOfTurn(everyPlayersTurn, battle(thisCard))],
};
