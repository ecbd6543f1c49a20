// The card texts declared in this set folder (cards/effects/voy/), listed by the registry
// (cards/registry/card-texts.ts): append a new card's import and entry here.
import type { CardText } from '../../language/language';
import { barzanWormhole } from './barzan-wormhole';
import { blueAlert } from './blue-alert';
import { kazonRaider } from './kazon-raider';
import { kazonWarship } from './kazon-warship';
import { mutation } from './mutation';
import { reinitializeWarpReaction } from './reinitialize-warp-reaction';
import { stadi } from './stadi';
import { type9Shuttlecraft } from './type-9-shuttlecraft';

/** The declared card texts of this set. */
export const cardTexts: ReadonlyArray<CardText> = [
  blueAlert,
  kazonWarship,
  kazonRaider,
  type9Shuttlecraft,
  stadi,
  mutation,
  reinitializeWarpReaction,
  barzanWormhole,
];
