import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { loadCardDatabase } from '../../cards/database';
import type { Deck } from '../../cards/deck-list';
import {
  DRAW_DECK,
  MISSION_PILE,
  SEED_DECK,
  SIDE_DECKS,
  SITE_PILE,
  sideDeckOpenedBy,
  UNKNOWN_CARD,
  validateDeck,
} from './deck-building';
import { deckText, failed, MISSIONS, parsed } from './deck-building-test-support';

describe('validateDeck', () => {
  it('should accept a deck that keeps every deck-building rule (Rulebook "Building a Deck")', () => {
    // Arrange
    const deck = parsed(deckText({}));

    // Act
    const result = validateDeck(deck);

    // Assert
    expect(result).toEqual(E.right(deck));
  });

  it('should find the problems of a deck object changed since it was validated (deck-memo.ts: no trust by identity)', () => {
    // Arrange
    const deck = parsed(deckText({}));
    const before = validateDeck(deck);

    // Act
    (deck.draw.cards as Array<Deck['draw']['cards'][number]>).splice(1);
    const after = validateDeck(deck);

    // Assert
    expect(before).toEqual(E.right(deck));
    expect(after).toEqual(
      E.left([{ line: 11, rule: DRAW_DECK, message: expect.stringContaining('has 1 card') }]),
    );
  });

  describe('mission pile', () => {
    it('should reject a mission pile without exactly 6 missions (Rulebook "Building a Deck")', () => {
      // Arrange
      const deck = parsed(deckText({ missions: MISSIONS.slice(0, 5) }));

      // Act
      const problems = failed(deck);

      // Assert
      expect(problems).toEqual([
        { line: 1, rule: MISSION_PILE, message: expect.stringContaining('has 5 missions') },
      ]);
    });

    it('should reject two missions at the same location and a non-mission, each on its line (Rulebook "Building a Deck")', () => {
      // Arrange
      const deck = parsed(deckText({ missions: [...MISSIONS.slice(0, 4), 'Avert Disaster', 'Data'] }));

      // Act
      const problems = failed(deck);

      // Assert
      expect(problems).toEqual([
        {
          line: 6,
          rule: MISSION_PILE,
          message: '"Avert Disaster" is at the same location as "Avert Disaster" on line 2',
        },
        { line: 7, rule: MISSION_PILE, message: '"Data" (Personnel) is not a mission' },
      ]);
    });

    it('should reject a mission at the location of another title, as Aftermath II at Aftermath (Rulebook "Building a Deck")', () => {
      // Arrange
      const deck = parsed(deckText({ missions: [...MISSIONS.slice(0, 4), 'Aftermath', 'Aftermath II'] }));

      // Act
      const problems = failed(deck);

      // Assert
      expect(problems).toEqual([
        {
          line: 7,
          rule: MISSION_PILE,
          message: '"Aftermath II" is at the same location as "Aftermath" on line 6',
        },
      ]);
    });

    it('should let copies of a universal mission share the pile, each a location of its own (Rulebook "Mission Attempts")', () => {
      // Arrange
      const deck = parsed(deckText({ missions: [...MISSIONS.slice(0, 4), '2x Botanical Research'] }));

      // Act
      const result = validateDeck(deck);

      // Assert
      expect(E.isRight(result)).toBe(true);
    });
  });

  describe('seed deck', () => {
    it('should reject a seed deck of 31 cards and accept one of 30 (Rulebook "Building a Deck")', () => {
      // Arrange
      const tooMany = parsed(deckText({ seed: ['Federation Outpost', '30x Armus - Skin of Evil'] }));
      const enough = parsed(deckText({ seed: ['Federation Outpost', '29x Armus - Skin of Evil'] }));

      // Act
      const results = [validateDeck(tooMany), validateDeck(enough)];

      // Assert
      expect(results[0]).toEqual(
        E.left([
          { line: 8, rule: SEED_DECK, message: expect.stringContaining('31 cards; it may have at most 30') },
        ]),
      );
      expect(E.isRight(results[1] as E.Either<unknown, unknown>)).toBe(true);
    });

    it('should reject a mission or a site in the seed deck (Rulebook "Building a Deck")', () => {
      // Arrange
      const deck = parsed(deckText({ seed: ['Federation Outpost', 'Test Mission', 'Cargo Bay [HF5]'] }));

      // Act
      const problems = failed(deck);

      // Assert
      expect(problems.map((p) => [p.line, p.rule])).toEqual([
        [10, SEED_DECK],
        [11, SEED_DECK],
      ]);
      expect(problems[1]?.message).toContain('"Cargo Bay" (Site) may not be in the seed deck');
    });
  });

  describe('draw deck', () => {
    it('should reject a draw deck of 29 cards and accept one of 30 (Rulebook "Building a Deck")', () => {
      // Arrange
      const tooFew = parsed(deckText({ draw: ['29x Data'] }));
      const enough = parsed(deckText({ draw: ['30x Data'] }));

      // Act
      const results = [validateDeck(tooFew), validateDeck(enough)];

      // Assert
      expect(results[0]).toEqual(
        E.left([{ line: 11, rule: DRAW_DECK, message: expect.stringContaining('29 cards') }]),
      );
      expect(E.isRight(results[1] as E.Either<unknown, unknown>)).toBe(true);
    });

    it('should reject Tactic, Tribble, Trouble and Q-icon cards in the draw deck (Rulebook "Building a Deck")', () => {
      // Arrange
      const sideDeckCards = ['Crimson Forcefield', '10 Tribbles - Go', '... on the Bridge', 'Quandary'];
      const deck = parsed(deckText({ draw: ['30x Data', ...sideDeckCards] }));

      // Act
      const problems = failed(deck);

      // Assert
      expect(problems.map((p) => [p.line, p.rule])).toEqual([
        [13, DRAW_DECK],
        [14, DRAW_DECK],
        [15, DRAW_DECK],
        [16, DRAW_DECK],
      ]);
      expect(problems[3]?.message).toBe(
        '"Quandary" (Q Interrupt) is a side-deck card; it may not be in the draw deck',
      );
    });
  });

  describe('site pile', () => {
    it('should reject 7 sites or a non-site in the site pile, and accept 6 sites (Rulebook "Site Pile (3.1.2)")', () => {
      // Arrange
      const tooMany = parsed(deckText({ extra: ['Site pile:', '7x Cargo Bay [HF5]'] }));
      const notASite = parsed(deckText({ extra: ['Site pile:', 'Data'] }));
      const enough = parsed(deckText({ extra: ['Site pile:', '6x Cargo Bay [HF5]'] }));

      // Act
      const results = [validateDeck(tooMany), validateDeck(notASite), validateDeck(enough)];

      // Assert
      expect(results[0]).toEqual(
        E.left([{ line: 13, rule: SITE_PILE, message: expect.stringContaining('7 sites') }]),
      );
      expect(results[1]).toEqual(
        E.left([{ line: 14, rule: SITE_PILE, message: '"Data" (Personnel) is not a site' }]),
      );
      expect(E.isRight(results[2] as E.Either<unknown, unknown>)).toBe(true);
    });
  });

  describe('side decks', () => {
    it('should accept a side deck whose doorway is in the seed deck (Rulebook "Building a Deck")', () => {
      // Arrange
      const deck = parsed(
        deckText({ seed: ['Federation Outpost', "Q's Tent"], extra: ["Side deck: Q's Tent", 'Data'] }),
      );

      // Act
      const result = validateDeck(deck);

      // Assert
      expect(E.isRight(result)).toBe(true);
    });

    it('should reject a side deck without its doorway in the seed deck (Rulebook "Building a Deck")', () => {
      // Arrange
      const deck = parsed(deckText({ extra: ['Side deck: Q-Flash', 'Data'] }));

      // Act
      const problems = failed(deck);

      // Assert
      expect(problems).toEqual([
        { line: 13, rule: SIDE_DECKS, message: 'the Q-Continuum side deck needs "Q-Flash" in the seed deck' },
      ]);
    });

    it('should reject a second side deck of one type and a doorway that opens none (Rulebook "Building a Deck")', () => {
      // Arrange
      const seed = ['Federation Outpost', "Q's Tent", 'Alternate Universe Door'];
      const extra = [
        "Side deck: Q's Tent",
        'Data',
        "Side deck: Q's Tent: Civil War",
        'Side deck: Alternate Universe Door',
      ];
      const deck = parsed(deckText({ seed, extra }));

      // Act
      const problems = failed(deck);

      // Assert
      expect(problems).toEqual([
        { line: 16, rule: SIDE_DECKS, message: "a second Q's Tent side deck (the first is on line 14)" },
        {
          line: 17,
          rule: SIDE_DECKS,
          message: '"Alternate Universe Door" (Doorway) does not open a side deck',
        },
      ]);
    });
  });

  it('should report every broken rule at once', () => {
    // Arrange
    const deck = parsed(deckText({ missions: MISSIONS.slice(0, 2), seed: ['Test Mission'], draw: ['Data'] }));

    // Act
    const problems = failed(deck);

    // Assert
    expect(problems.map((p) => p.rule)).toEqual([MISSION_PILE, SEED_DECK, DRAW_DECK]);
  });

  it('should report an entry whose blueprint id no card has, with its line', () => {
    // Arrange
    const deck = parsed(deckText({}));
    const broken: Deck = {
      ...deck,
      draw: { ...deck.draw, cards: [{ id: 'premiere/nosuchcard', line: 99 }] },
    };

    // Act
    const problems = failed(broken);

    // Assert
    expect(problems).toEqual([
      { line: 99, rule: UNKNOWN_CARD, message: expect.stringContaining('premiere/nosuchcard') },
    ]);
  });
});

describe('sideDeckOpenedBy', () => {
  it.each([
    ['qc/QsTent_a', "Q's Tent"],
    ['qc/Q-Flash', 'Q-Continuum'],
    ['bog/bbd', 'Battle Bridge'],
    ['twt/storagecompartmentdoor', 'Tribble'],
    ['SoG/DysonSphereDoorb_SoG', 'Dyson Sphere'],
  ])('should read the side deck %s opens as %s (Rulebook "Building a Deck")', (id, kind) => {
    // Arrange
    const doorway = loadCardDatabase().blueprint(id);

    // Act
    const opened = sideDeckOpenedBy(doorway);

    // Assert
    expect(opened).toEqual(O.some(kind));
  });
});
