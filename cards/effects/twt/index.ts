// The card texts declared in this set folder (cards/effects/twt/), listed by the registry
// (cards/registry/card-texts.ts): append a new card's import and entry here.
import type { CardText } from '../../language/language';
import { bajoranPhaserBanks } from './bajoran-phaser-banks';
import { breenDisruptorBurst } from './breen-disruptor-burst';
import { chainReactionPulsar } from './chain-reaction-pulsar';
import { columbus } from './columbus';
import { ensignChekov } from './ensign-chekov';
import { hundredThousandTribbles } from './hundred-thousand-tribbles';
import { hundredTribbles } from './hundred-tribbles';
import { ltSulu } from './lt-sulu';
import { mrScott } from './mr-scott';
import { mrSpock } from './mr-spock';
import { oneTribble } from './one-tribble';
import { storageCompartmentDoor } from './storage-compartment-door';
import { tenThousandTribbles } from './ten-thousand-tribbles';
import { tenTribbles } from './ten-tribbles';
import { theCenturion } from './the-centurion';
import { thirdOfFive } from './third-of-five';
import { thousandTribbles } from './thousand-tribbles';
import { troubleInTheEngineRoom } from './trouble-in-the-engine-room';
import { troubleOnTheStation } from './trouble-on-the-station';

/** The declared card texts of this set. */
export const cardTexts: ReadonlyArray<CardText> = [
  storageCompartmentDoor,
  columbus,
  oneTribble,
  tenTribbles,
  hundredTribbles,
  thousandTribbles,
  tenThousandTribbles,
  hundredThousandTribbles,
  troubleInTheEngineRoom,
  troubleOnTheStation,
  breenDisruptorBurst,
  bajoranPhaserBanks,
  chainReactionPulsar,
  mrSpock,
  mrScott,
  ensignChekov,
  ltSulu,
  theCenturion,
  thirdOfFive,
];
