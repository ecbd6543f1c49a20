// Rogue Borg Mercenaries (premiere/rogueborgmercenaries), interrupt:
// "Plays on any occupied ship. Battles crew now and at start of every players' turn. Two Borg =2 STRENGTH each, three
// =3 each, etc. Surviving Borg remain."
// The card goes aboard the ship (personnel or Rogue Borg aboard: Rulings "empty ship"), a self-controlled Rogue Borg
// (Rulings "battle"), and stays in play. With the other Rogue Borg aboard it battles the ship's crew in a personnel
// battle once it resolves and at the start of every turn (domain/battle-rules/rogue-borg.ts, domain/battle-rules/rogue-borg-attack.ts); its
// strikes are chosen by no player: always the strongest allowed. Its STRENGTH is set to the number of Rogue Borg aboard,
// itself included; killed in battle, it is discarded.
import { allOf, attribute, modify, ofType, onCard } from '../../language/build';
import {
  battleCrewNow,
  battlesCrewAtStartOfEveryTurn,
  boardTargetAsRogueBorg,
  forEachPresent,
  isARogueBorg,
  occupied,
  rogueBorg,
} from '../../language/build-rogue-borg';
import type { CardText } from '../../language/language';

export const rogueBorgMercenaries: CardText = {
  blueprint: 'premiere/rogueborgmercenaries',
  plays: onCard(allOf(ofType('Ship'), occupied)),
  immediate: [boardTargetAsRogueBorg, battleCrewNow],
  afterUse: 'entersPlay',
  whileInPlay: [
    isARogueBorg,
    battlesCrewAtStartOfEveryTurn,
    modify('self', attribute('STRENGTH'), 'set', forEachPresent(1, rogueBorg)),
  ],
};
