// The bundled decks as strings, so the esbuild-bundled CLI needs no files at run time. The .txt files beside
// this module are the source; index.test.ts checks that the texts below match them, character for character.
import * as E from 'fp-ts/Either';
import { type Deck, parseDeck } from '../deck-list';

/** The Federation starter deck (cards/decks/federation.txt). */
export const federation = `# Federation starter: Premiere and Introductory Two-Player Game cards only.
# Three planet and three space missions, all with the [FED] icon; the personnel below cover each one's
# requirements (see deck-requirements.test.ts). Ships: U.S.S. Enterprise and U.S.S. Galaxy need
# [Cmd][Stf][Stf], U.S.S. Excelsior [Stf][Stf].

Missions:
Avert Disaster              # [P] 40: Geology + Honor + INTEGRITY>35
Cultural Observation        # [P] 40: Anthropology + Leadership + STRENGTH>30
Diplomacy Mission           # [P] 30: Diplomacy + INTEGRITY>30 + CUNNING>30
Study "Hole in Space"       # [S] 35: Leadership + Diplomacy + INTEGRITY>40
Study Nebula                # [S] 35: Astrophysics + Stellar Cartography + CUNNING>40
Test Mission                # [S] 25: Physics + INTEGRITY>28

Seed deck:
Federation Outpost
# planet dilemmas
2x Armus - Skin of Evil
2x Hologram Ruse
Impassable Door
Nausicaans
Microvirus
Wind Dancer
# space dilemmas
2x Ancient Computer
Cosmic String Fragment
Null Space
Gravitic Mine
Nanites
# space/planet dilemmas
2x Shaka, When the Walls Fell
Barclay's Protomorphosis Disease

Draw deck:
# personnel
Jean-Luc Picard
William T. Riker
Data
Geordi La Forge
Beverly Crusher
Deanna Troi
Worf
Tasha Yar
Wesley Crusher
Neela Daren
Dr. Selar
Reginald Barclay
Alyssa Ogawa
2x Taitt
2x Darian Wallace
2x Mendon
Christopher Hobson
2x Linda Larson
Sito Jaxa
# ships
U.S.S. Enterprise
U.S.S. Galaxy
U.S.S. Excelsior
# equipment and events
2x Federation PADD
2x Starfleet Type II Phaser
Tricorder
Medical Kit
Spacedock
`;

/** The Klingon starter deck (cards/decks/klingon.txt). */
export const klingon = `# Klingon starter: Premiere and Introductory Two-Player Game cards only.
# Three planet and three space missions, all with the [KLI] icon; the personnel below cover each one's
# requirements (see deck-requirements.test.ts). Ships: I.K.C. Vor'Cha needs [Cmd][Stf][Stf],
# I.K.C. K'Vort [Stf].

Missions:
Fever Emergency             # [P] 35: MEDICAL x3 OR Biology + OFFICER
Investigate Disturbance     # [P] 35: Honor + Leadership + INTEGRITY>30 OR {Gowron} + Biology
Krios Suppression           # [P] 30: Honor + Diplomacy + STRENGTH>35
Seek Life-form              # [S] 40: Exobiology + Astrophysics + ENGINEER
Investigate Alien Probe     # [S] 40: Anthropology + Biology + Computer Skill
Secret Salvage              # [S] 30: Treachery x4 OR Navigation x2 + Computer Skill

Seed deck:
Klingon Outpost
# planet dilemmas
2x Armus - Skin of Evil
Chalnoth
El-Adrel Creature
Portal Guard
Hologram Ruse
Rebel Encounter
Archer
# space dilemmas
2x Ancient Computer
Microbiotic Colony
Null Space
Temporal Causality Loop
Cosmic String Fragment
# space/planet dilemmas
2x Shaka, When the Walls Fell
Barclay's Protomorphosis Disease

Draw deck:
# personnel
Gowron
Kurn
K'mpec
Kahless
Koroth
Kurak
K'Vada
Nu'Daq
Korris
Kargan
Konmel
2x Divok
Vekma
2x J'Ddan
2x Kromm
Torin
Batrell
2x B'iJik
Gorath
Kle'eg
# ships
I.K.C. Vor'Cha
2x I.K.C. K'Vort
# equipment and events
2x Klingon Disruptor
2x Klingon PADD
Medical Kit
Spacedock
`;

/** The bundled deck lists by name, as text. */
export const bundledDeckTexts = { federation, klingon } as const;

export type BundledDeckName = keyof typeof bundledDeckTexts;

const parsed = new Map<BundledDeckName, Deck>();

/** A bundled deck, parsed on first use; they are legal decks (see index.test.ts), so a failure is a bug. */
const bundled = (name: BundledDeckName): Deck => {
  const known = parsed.get(name);
  if (known !== undefined) return known;
  const deck = parseDeck(bundledDeckTexts[name]);
  if (E.isLeft(deck)) throw new Error(`bundled deck ${name}: ${deck.left.map((p) => p.message).join('; ')}`);
  parsed.set(name, deck.right);
  return deck.right;
};

/** The bundled decks by name, parsed (for `stccg simulate`, benchmarks and tests). */
export const bundledDecks: { readonly [K in BundledDeckName]: Deck } = {
  get federation() {
    return bundled('federation');
  },
  get klingon() {
    return bundled('klingon');
  },
};
