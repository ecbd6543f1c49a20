// The registry of card text declarations for cards other than dilemmas: a plain list (append a new card's import and
// entry), looked up by blueprint id, and by copy (same title and game text, Rulebook "Copies") for reprints.
import * as O from 'fp-ts/Option';
import type { Blueprint } from '../blueprint';
import { loadCardDatabase } from '../database';
import { admiralMcCoy } from './2pg/admiral-mccoy';
import { jarod } from './2pg/jarod';
import type { CardText } from './language';
import { bynarsWeaponEnhancement } from './premiere/bynars-weapon-enhancement';
import { engineeringKit } from './premiere/engineering-kit';
import { engineeringPadd } from './premiere/engineering-padd';
import { federationPadd } from './premiere/federation-padd';
import { kevinUxbridge } from './premiere/kevin-uxbridge';
import { kivasFajoCollector } from './premiere/kivas-fajo-collector';
import { klingonDisruptor } from './premiere/klingon-disruptor';
import { klingonPadd } from './premiere/klingon-padd';
import { masakaTransformations } from './premiere/masaka-transformations';
import { medicalKit } from './premiere/medical-kit';
import { medicalTricorder } from './premiere/medical-tricorder';
import { metaphasicShields } from './premiere/metaphasic-shields';
import { nutationalShields } from './premiere/nutational-shields';
import { palorToffAlienTrader } from './premiere/palor-toff-alien-trader';
import { redAlert } from './premiere/red-alert';
import { resQ } from './premiere/res-q';
import { romulanDisruptor } from './premiere/romulan-disruptor';
import { romulanPadd } from './premiere/romulan-padd';
import { spacedock } from './premiere/spacedock';
import { starfleetTypeIIPhaser } from './premiere/starfleet-type-ii-phaser';
import { theJuggler } from './premiere/the-juggler';
import { treatyFederationKlingon } from './premiere/treaty-federation-klingon';
import { treatyFederationRomulan } from './premiere/treaty-federation-romulan';
import { treatyRomulanKlingon } from './premiere/treaty-romulan-klingon';
import { tricorder } from './premiere/tricorder';
import { varonTDisruptor } from './premiere/varon-t-disruptor';

// -------------------------------------------------------------------------------------
// instances
// -------------------------------------------------------------------------------------

/**
 * Every declared card text.
 * @category instances
 */
export const declarations: ReadonlyArray<CardText> = [
  admiralMcCoy,
  bynarsWeaponEnhancement,
  engineeringKit,
  engineeringPadd,
  federationPadd,
  jarod,
  kevinUxbridge,
  kivasFajoCollector,
  klingonDisruptor,
  klingonPadd,
  masakaTransformations,
  medicalKit,
  medicalTricorder,
  metaphasicShields,
  nutationalShields,
  palorToffAlienTrader,
  redAlert,
  resQ,
  romulanDisruptor,
  romulanPadd,
  spacedock,
  starfleetTypeIIPhaser,
  theJuggler,
  treatyFederationKlingon,
  treatyFederationRomulan,
  treatyRomulanKlingon,
  tricorder,
  varonTDisruptor,
];

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

let index: ReadonlyMap<string, CardText> | undefined;

// Rulebook "Copies": the same title and game text; reprints differ at most in punctuation
const copyKey = (b: Blueprint): string =>
  `${b.title}\u0000${b.text.toLowerCase().replace(/[^a-z0-9]+/g, '')}`;

const lookup = (): ReadonlyMap<string, CardText> => {
  if (index !== undefined) return index;
  const db = loadCardDatabase();
  const map = new Map<string, CardText>();
  for (const d of declarations) map.set(copyKey(db.blueprint(d.blueprint)), d);
  for (const d of declarations) map.set(d.blueprint, d);
  index = map;
  return map;
};

// Rulebook "Copies": a card with the same title and game text is a copy, so a reprint shares its declaration
/**
 * The declared game text of a printing, by blueprint id or as a copy of a declared printing; none if undeclared.
 * @category operations
 */
export const textOf = (blueprint: Blueprint): O.Option<CardText> =>
  O.fromNullable(lookup().get(blueprint.id) ?? lookup().get(copyKey(blueprint)));
