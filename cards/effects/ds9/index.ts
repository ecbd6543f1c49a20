// The card texts declared in this set folder (cards/effects/ds9/), listed by the registry
// (cards/registry/card-texts.ts): append a new card's import and entry here.
import type { CardText } from '../../language/language';
import { bajoranPadd } from './bajoran-padd';
import { bajoranPhaser } from './bajoran-phaser';
import { bajoranPhaserRifle } from './bajoran-phaser-rifle';
import { cardassianDisruptor } from './cardassian-disruptor';
import { cardassianDisruptorRifle } from './cardassian-disruptor-rifle';
import { cardassianPadd } from './cardassian-padd';
import { computerCrash } from './computer-crash';
import { engineeringTricorder } from './engineering-tricorder';
import { espionageCardassianOnBajoran } from './espionage-cardassian-on-bajoran';
import { espionageCardassianOnFederation } from './espionage-cardassian-on-federation';
import { espionageCardassianOnKlingon } from './espionage-cardassian-on-klingon';
import { espionageRomulanOnBajoran } from './espionage-romulan-on-bajoran';
import { espionageRomulanOnCardassian } from './espionage-romulan-on-cardassian';
import { establishLandingProtocols } from './establish-landing-protocols';
import { grilka } from './grilka';
import { incomingMessageBajoran } from './incoming-message-bajoran';
import { incomingMessageCardassian } from './incoming-message-cardassian';
import { jaroEssa } from './jaro-essa';
import { medicalPadd } from './medical-padd';
import { navigatePlasmaStorms } from './navigate-plasma-storms';
import { scienceKit } from './science-kit';
import { sciencePadd } from './science-padd';
import { shakaarEdon } from './shakaar-edon';
import { treatyFederationBajoran } from './treaty-federation-bajoran';
import { treatyRomulanCardassian } from './treaty-romulan-cardassian';

/** The declared card texts of this set. */
export const cardTexts: ReadonlyArray<CardText> = [
  treatyRomulanCardassian,
  computerCrash,
  navigatePlasmaStorms,
  establishLandingProtocols,
  espionageCardassianOnBajoran,
  espionageCardassianOnFederation,
  espionageCardassianOnKlingon,
  espionageRomulanOnBajoran,
  espionageRomulanOnCardassian,
  treatyFederationBajoran,
  incomingMessageBajoran,
  incomingMessageCardassian,
  bajoranPhaserRifle,
  cardassianDisruptorRifle,
  shakaarEdon,
  jaroEssa,
  grilka,
  bajoranPadd,
  bajoranPhaser,
  engineeringTricorder,
  medicalPadd,
  scienceKit,
  sciencePadd,
  cardassianDisruptor,
  cardassianPadd,
];
