// MACO Encounter (brokenbow/brokenbow_06), planet dilemma, no points:
// "Opponent may download up to two MACOs and/or one {MACO Assault Rifle} to planet. Any MACOs on planet may (if
// possible) initiate personnel battle. Discard dilemma."
// As Ferengi Ambush (cards/dilemmas/tng/ferengi-ambush.ts), Rulebook "Downloading" (L466-478: not "different", so two
// copies of a universal MACO may come, never two of one unique card) and 7.4 Battle (L750-762: a leader present; [SF]
// standard attack restrictions). "Any MACOs on planet" are every MACO of the opponent's on the planet surface here,
// the downloaded ones and those already there (Rulebook 12.4 Present); the opponent decides whether they attack.
import {
  allOf,
  characteristic,
  everyone,
  mayBattle,
  ofType,
  opponentDownloadsHere,
  select,
  titled,
} from '../../language/build-dilemmas';
import type { DilemmaDeclaration } from '../../language/dilemma-language';

const macos = allOf(ofType('Personnel'), characteristic('MACO'));

export const macoEncounter: DilemmaDeclaration = {
  blueprint: 'brokenbow/brokenbow_06',
  effects: [
    opponentDownloadsHere(2, macos),
    opponentDownloadsHere(1, titled('MACO Assault Rifle')),
    select('macosOnPlanet', everyone, { from: { kind: 'awayTeamsHere' }, filter: macos }),
    mayBattle('macosOnPlanet', 'opponent'),
  ],
  disposition: 'discardDilemma',
};
