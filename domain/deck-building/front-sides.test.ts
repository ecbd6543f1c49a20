import type { Deck } from '../../cards/deck-list';
import { deckText, failed, parsed } from './deck-building-test-support';

describe('checkFrontSides', () => {
  it('should refuse a deck naming the back of a double-sided card by its id (Rulebook "Entering Play")', () => {
    // Arrange: a legal deck whose seed deck also holds Deep Space 9's back (ds9), its front Terok Nor accepted
    const deck = parsed(deckText({ seed: ['Federation Outpost', 'Terok Nor'] }));
    const terokNor = deck.seed.cards.find((e) => e.id === 'ds9/TerokNorDS9,DeepSpace9DS9');
    if (terokNor === undefined) throw new Error('Terok Nor not read');
    const withBack: Deck = {
      ...deck,
      seed: {
        ...deck.seed,
        cards: [...deck.seed.cards, { ...terokNor, id: 'ds9/DeepSpace9DS9,TerokNorDS9' }],
      },
    };
    // Act
    const problems = [failed(deck), failed(withBack)];
    // Assert
    expect(problems).toEqual([
      [],
      [
        {
          line: terokNor.line,
          rule: 'Entering Play: double-sided cards',
          message:
            '"Deep Space 9 (back)" is the back of a double-sided card, which enters play front side up',
        },
      ],
    ]);
  });
});
