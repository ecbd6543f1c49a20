import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as E from 'fp-ts/Either';
import { validateDeck } from '../../domain/deck-building/deck-building';
import type { Blueprint } from '../blueprint';
import { loadCardDatabase } from '../database';
import { type Deck, type DeckProblem, parseDeck } from '../deck-list';
import { bundledDecks, bundledDeckTexts } from './index';

const decks = Object.entries(bundledDeckTexts) as ReadonlyArray<[keyof typeof bundledDeckTexts, string]>;
const affiliationOf = {
  federation: { name: 'Federation', icon: 'FED' },
  klingon: { name: 'Klingon', icon: 'KLI' },
};

describe('bundledDeckTexts', () => {
  it.each(decks)('should hold %s.txt exactly as the file beside it', (name, text) => {
    // Arrange
    const file = readFileSync(join(__dirname, `${name}.txt`), 'utf8');

    // Act, Assert (on failure, copy the .txt into index.ts)
    expect(text).toBe(file);
  });

  it.each(decks)('should parse %s into bundledDecks', (name, text) => {
    // Arrange, Act
    const deck = bundledDecks[name];

    // Assert
    expect(E.right(deck)).toEqual(parseDeck(text));
  });

  it.each(decks)('should make %s a legal deck (Rulebook "Building a Deck")', (_, text) => {
    // Arrange
    const parsed = parseDeck(text);

    // Act
    const validated = E.flatMap(validateDeck)(parsed);

    // Assert
    expect(E.isRight(validated) ? [] : validated.left).toEqual([]);
  });

  it.each(decks)('should build %s only from Premiere and Introductory Two-Player Game cards', (_, text) => {
    // Arrange
    const deck = parsed(text);

    // Act
    const releases = new Set(allEntries(deck).map((b) => b.release));

    // Assert
    expect([...releases].filter((r) => r !== 'premiere' && r !== '2pg')).toEqual([]);
  });

  it.each(decks)(
    'should seed its own outpost and dilemmas in %s, and draw personnel and ships',
    (name, text) => {
      // Arrange
      const deck = parsed(text);
      const affiliation = affiliationOf[name].name;

      // Act
      const seed = cards(deck.seed);
      const draw = cards(deck.draw);

      // Assert
      expect(seed.filter((b) => b.type === 'Facility').map((b) => b.title)).toEqual([
        `${affiliation} Outpost`,
      ]);
      expect(seed.filter((b) => b.type === 'Dilemma').length).toBeGreaterThanOrEqual(12);
      expect(draw.filter((b) => b.type === 'Personnel').length).toBeGreaterThanOrEqual(20);
      expect(draw.filter((b) => b.type === 'Ship').length).toBeGreaterThanOrEqual(2);
    },
  );

  it.each(decks)(
    'should give %s missions of its affiliation, planet and space (Rulebook "Missions": one [P], one [S], 100 points)',
    (name, text) => {
      // Arrange
      const deck = parsed(text);

      // Act
      const missions = cards(deck.missions).flatMap((b) => (b.type === 'Mission' ? [b] : []));

      // Assert
      expect(missions.every((m) => m.affiliationIcons.includes(affiliationOf[name].icon))).toBe(true);
      expect(missions.filter((m) => m.missionType === 'planet').length).toBeGreaterThanOrEqual(2);
      expect(missions.filter((m) => m.missionType === 'space').length).toBeGreaterThanOrEqual(2);
      expect(missions.reduce((sum, m) => sum + (m.points ?? 0), 0)).toBeGreaterThanOrEqual(100);
    },
  );
});

// Helpers

const parsed = (text: string): Deck =>
  E.getOrElseW((problems: ReadonlyArray<DeckProblem>) => {
    throw new Error(`unexpected problems: ${JSON.stringify(problems)}`);
  })(parseDeck(text));

const cards = (section: Deck['draw']): ReadonlyArray<Blueprint> =>
  section.cards.map((e) => loadCardDatabase().blueprint(e.id));

const allEntries = (deck: Deck): ReadonlyArray<Blueprint> => [
  ...cards(deck.missions),
  ...cards(deck.seed),
  ...cards(deck.draw),
];
