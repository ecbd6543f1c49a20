import * as E from 'fp-ts/Either';
import { loadCardDatabase } from './database';
import { type Deck, type DeckProblem, parseDeck, preferredPrinting, readDeck } from './deck-list';

describe('parseDeck', () => {
  it('should read every count form as that many copies with the line of the entry (Rulebook "Building a Deck")', () => {
    // Arrange
    const text = [
      'Draw deck:',
      '2x Tricorder',
      '3 Tricorder',
      'Tricorder x2',
      '2 x Tricorder',
      'Tricorder',
    ].join('\n');

    // Act
    const deck = parsed(text);

    // Assert
    expect(deck.draw.cards.map((e) => e.line)).toEqual([2, 2, 3, 3, 3, 4, 4, 5, 5, 6]);
    expect(new Set(deck.draw.cards.map((e) => e.id))).toEqual(new Set(['premiere/tricorder']));
    expect(deck.draw.line).toBe(1);
  });

  it('should accept every section name, comments, blank lines, trailing spaces and CRLF (Rulebook "Building a Deck")', () => {
    // Arrange
    const text = [
      '\uFEFF# my deck',
      'MISSIONS (1)',
      'Avert Disaster   ',
      '// seed cards follow',
      '',
      'Seed:',
      'Federation Outpost # the outpost',
      'Draw:',
      '\tData  ',
      'Site pile:',
    ].join('\r\n');

    // Act
    const deck = parsed(text);

    // Assert
    expect(deck.missions.cards).toEqual([{ id: 'premiere/avertdisaster', line: 3 }]);
    expect(deck.seed.cards.map((e) => e.id)).toEqual(['premiere/federationoutpost']);
    expect(deck.draw.cards).toEqual([{ id: 'premiere/data', line: 9 }]);
    expect(deck.sites).toEqual({ line: 10, cards: [] });
  });

  it('should continue a section whose header appears twice', () => {
    // Arrange
    const text = ['Draw deck (2):', 'Data', 'Seed deck:', 'Federation Outpost', 'draw', 'Worf'].join('\n');

    // Act
    const deck = parsed(text);

    // Assert
    expect(deck.draw).toEqual({
      line: 1,
      cards: [
        { id: 'premiere/data', line: 2 },
        { id: 'premiere/worf', line: 6 },
      ],
    });
  });

  it('should open a side deck named by its doorway (Rulebook "Building a Deck")', () => {
    // Arrange
    const text = ['Seed deck:', "Q's Tent", "Side deck: Q's Tent", 'Tricorder'].join('\n');

    // Act
    const deck = parsed(text);

    // Assert
    expect(deck.sideDecks).toEqual([
      { doorway: 'qc/QsTent_a', line: 3, cards: [{ id: 'premiere/tricorder', line: 4 }] },
    ]);
    expect(deck.seed.cards.map((e) => e.id)).toEqual(['qc/QsTent_a']);
  });

  it('should read a title that begins with a number as a title, and a count before it as a count', () => {
    // Arrange
    const text = ['Draw deck:', '10 Tribbles - Go', '2x 10 Tribbles - Go'].join('\n');

    // Act
    const deck = parsed(text);

    // Assert
    expect(deck.draw.cards.map((e) => e.line)).toEqual([2, 3, 3]);
    expect(deck.draw.cards.every((e) => titleOf(e.id) === '10 Tribbles - Go')).toBe(true);
  });

  it('should prefer the Premiere printing, and take the printing a [release] qualifier names', () => {
    // Arrange
    const text = ['Draw deck:', 'Darian Wallace', 'Darian Wallace [SFLS]', '2x Darian Wallace [sfls]'].join(
      '\n',
    );

    // Act
    const deck = parsed(text);

    // Assert
    const releases = deck.draw.cards.map((e) => loadCardDatabase().blueprint(e.id).release);
    expect(releases).toEqual(['premiere', 'SFLS', 'SFLS', 'SFLS']);
  });

  it('should report an unknown card with its line number and a suggestion', () => {
    // Arrange
    const text = ['Draw deck:', 'Data', '2x Tricoder'].join('\n');

    // Act
    const problems = failed(text);

    // Assert
    expect(problems).toEqual([
      { line: 3, rule: 'Deck list: card name', message: expect.stringContaining('unknown card "Tricoder"') },
    ]);
    expect(problems[0]?.message).toContain('did you mean "Tricorder"');
  });

  it('should refuse the back of a double-sided card and read its front (Rulebook "Entering Play")', () => {
    // Arrange
    const text = ['Seed deck:', 'Terok Nor (back)', 'Terok Nor'].join('\n');

    // Act
    const problems = failed(text);
    const front = parsed(['Seed deck:', 'Terok Nor'].join('\n'));

    // Assert
    expect(problems).toEqual([
      {
        line: 2,
        rule: 'Deck list: card name',
        message: expect.stringContaining('"Terok Nor (back)" is the back of a double-sided card'),
      },
    ]);
    expect(front.seed.cards.map((e) => e.id)).toEqual(['ds9/TerokNorDS9,DeepSpace9DS9']);
  });

  it('should report every problem at once: unknown cards, an unknown section, a card before any section', () => {
    // Arrange
    const text = ['Tricorder', 'Personnel:', 'Data', 'Draw deck:', 'Jean-Luc Pickard', 'Dataa'].join('\n');

    // Act
    const problems = failed(text);

    // Assert
    expect(problems.map((p) => [p.line, p.rule])).toEqual([
      [1, 'Deck list format'],
      [2, 'Deck list format'],
      [5, 'Deck list: card name'],
      [6, 'Deck list: card name'],
    ]);
  });

  it('should report a release qualifier that names no printing of the title, and a count of zero', () => {
    // Arrange
    const text = ['Draw deck:', 'Data [nosuchset]', '0x Data'].join('\n');

    // Act
    const problems = failed(text);

    // Assert
    expect(problems.map((p) => p.line)).toEqual([2, 3]);
    expect(problems[0]?.message).toContain('no printing in release "nosuchset"');
    expect(problems[1]?.message).toContain('at least 1');
  });

  it('should read an empty text as an empty deck', () => {
    // Arrange, Act
    const deck = parsed('');

    // Assert
    expect([deck.missions, deck.seed, deck.draw, deck.sites]).toEqual(Array(4).fill({ line: 0, cards: [] }));
  });
});

describe('parseDeck: declared section counts', () => {
  it('should refuse a header whose declared count differs from the cards listed under it, on its line', () => {
    // Arrange
    const text = ['Missions (1):', 'Avert Disaster', 'Draw deck (2):', '2x Tricorder', 'Data'].join('\n');
    // Act
    const problems = failed(text);
    // Assert
    expect(problems).toEqual([
      {
        line: 3,
        rule: 'Deck list format',
        message: 'the header declares 2 cards but the section has 3',
      },
    ]);
  });

  it('should count a side deck by its own cards and a repeated header by its whole section', () => {
    // Arrange
    const text = [
      'Draw (1):',
      'Data',
      'Draw (2):',
      'Tricorder',
      "Side deck (1): Q's Tent",
      'Data',
      'Data',
    ].join('\n');
    // Act
    const problems = failed(text);
    // Assert
    expect(problems.map((p) => [p.line, p.message])).toEqual([
      [1, 'the header declares 1 cards but the section has 2'],
      [5, 'the header declares 1 cards but the section has 2'],
    ]);
  });

  it('should not check the count of a section with an unreadable card line, whose count is unknown', () => {
    // Arrange
    const text = ['Draw deck (3):', '2x Tricorder', 'Dataa'].join('\n');
    // Act
    const problems = failed(text);
    // Assert
    expect(problems.map((p) => p.line)).toEqual([3]);
  });
});

describe('readDeck', () => {
  it('should keep the deck of the readable lines beside the problems of the others', () => {
    // Arrange
    const text = ['Draw deck:', 'Tricorder', 'Picrad', 'Data'].join('\n');
    // Act
    const { deck, problems } = readDeck(text);
    // Assert
    expect(problems.map((p) => [p.line, p.rule])).toEqual([[3, 'Deck list: card name']]);
    expect(deck.draw.cards.map((e) => titleOf(e.id))).toEqual(['Tricorder', 'Data']);
  });
});

describe('preferredPrinting', () => {
  it('should choose a non-variant, physical, Premiere printing whatever the order of the printings', () => {
    // Arrange
    const printings = loadCardDatabase().byTitle('Vekma');

    // Act
    const chosen = [preferredPrinting(printings), preferredPrinting([...printings].reverse())];

    // Assert
    expect(printings.length).toBeGreaterThan(1);
    expect(chosen.map((b) => b?.id)).toEqual(['premiere/vekma', 'premiere/vekma']);
  });
});

// Helpers

const parsed = (text: string): Deck =>
  E.getOrElseW((problems: ReadonlyArray<DeckProblem>) => {
    throw new Error(`unexpected problems: ${JSON.stringify(problems)}`);
  })(parseDeck(text));

const failed = (text: string): ReadonlyArray<DeckProblem> =>
  E.match(
    (problems: ReadonlyArray<DeckProblem>) => problems,
    () => [],
  )(parseDeck(text));

const titleOf = (id: string): string => loadCardDatabase().blueprint(id).title;
