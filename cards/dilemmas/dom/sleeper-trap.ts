// Sleeper Trap (dom/sleepertrap), space/planet dilemma, no points:
// "Opponent may download to one site or planet here up to three different [Univ] Cardassians and one hand weapon. They
// may (if possible) initiate personnel battle. Discard dilemma."
// Rulebook "Downloading" (L466-478: found in hand, draw deck or open side decks, played at once; one download action
// may bring several personnel) and 7.4 Battle (L750-762: a leader present, the affiliation attack restrictions, which a
// [Car] force obeys). "Cardassians" as Rulebook "Characteristics" (L1112) reads it: the species or the affiliation;
// "hand weapon" as it defines it (L1120): Equipment so identified or a phaser, disruptor, blade weapon or tommygun.
// Reading: "and one hand weapon" is up to one (the whole sentence is a "may"), to the same place. At a planet the
// place is the surface; at a space mission without a Nor's site here there is no place and nothing is downloaded;
// where a site is here the dilemma is refused (a download to a site is not implemented), never approximated.
// "Discard dilemma": the text sets no condition, so it is removed once resolved (Rulebook "Dilemmas" L635).
import {
  affiliation,
  allOf,
  anyOf,
  characteristic,
  mayBattle,
  ofType,
  opponentDownloadsHere,
  universal,
} from '../../language/build-dilemmas';
import type { DilemmaDeclaration } from '../../language/dilemma-language';

const universalCardassian = allOf(
  ofType('Personnel'),
  universal,
  anyOf(characteristic('Cardassian'), affiliation('Cardassian')),
);

const handWeapon = allOf(
  ofType('Equipment'),
  anyOf(
    characteristic('hand weapon'),
    characteristic('phaser'),
    characteristic('disruptor'),
    characteristic('blade weapon'),
    characteristic('tommygun'),
  ),
);

export const sleeperTrap: DilemmaDeclaration = {
  blueprint: 'dom/sleepertrap',
  effects: [
    opponentDownloadsHere(3, universalCardassian, {
      different: true,
      as: 'sleepers',
      to: 'siteOrPlanetHere',
    }),
    opponentDownloadsHere(1, handWeapon, { to: 'siteOrPlanetHere' }),
    mayBattle('sleepers', 'opponent'),
  ],
  disposition: 'discardDilemma',
};
