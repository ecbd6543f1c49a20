// Rulebook "Building a Deck", "[Tactic]", "[Tribble] Tribbles (11.3)": the cards only a side deck may hold.
import * as E from 'fp-ts/Either';
import { TACTICS, TRIBBLES, validateDeck } from './deck-building';
import { deckText, failed, parsed } from './deck-building-test-support';

describe('tactics', () => {
  it('should accept declared Tactic cards in a Battle Bridge side deck (Rulebook "[Tactic]")', () => {
    // Arrange
    const seed = ['Federation Outpost', 'Battle Bridge Door'];
    const extra = ['Side deck: Battle Bridge Door', '2x Phaser Banks', 'Photon Torpedo'];
    const deck = parsed(deckText({ seed, extra }));

    // Act
    const result = validateDeck(deck);

    // Assert
    expect(result).toEqual(E.right(deck));
  });

  it('should reject a Tactic outside the Battle Bridge side deck, and other cards in it (Rulebook "[Tactic]")', () => {
    // Arrange
    const seed = ['Federation Outpost', 'Battle Bridge Door', "Q's Tent", 'Phaser Banks'];
    const extra = ['Side deck: Battle Bridge Door', 'Data', "Side deck: Q's Tent", 'Photon Torpedo'];
    const deck = parsed(deckText({ seed, extra }));

    // Act
    const problems = failed(deck);

    // Assert
    expect(problems).toEqual([
      {
        line: 12,
        rule: TACTICS,
        message: '"Phaser Banks" (Tactic) may be only in a Battle Bridge side deck',
      },
      {
        line: 16,
        rule: TACTICS,
        message: '"Data" (Personnel) is not a Tactic: a Battle Bridge side deck holds Tactics',
      },
      {
        line: 18,
        rule: TACTICS,
        message: '"Photon Torpedo" (Tactic) may be only in a Battle Bridge side deck',
      },
    ]);
  });

  it('should reject a Tactic whose game text is not implemented (README "never approximated")', () => {
    // Arrange
    const seed = ['Federation Outpost', 'Battle Bridge Door'];
    const extra = ['Side deck: Battle Bridge Door', 'Borg Cutting Beam'];
    const deck = parsed(deckText({ seed, extra }));

    // Act
    const problems = failed(deck);

    // Assert
    expect(problems).toEqual([
      {
        line: 14,
        rule: TACTICS,
        message: '"Borg Cutting Beam" (Tactic): its game text is not implemented yet',
      },
    ]);
  });
});

describe('tribbles', () => {
  it('should accept declared tribble and trouble cards in a Tribble side deck opened by Storage Compartment Door (Rulebook "Tribbles (11.3)")', () => {
    // Arrange
    const seed = ['Federation Outpost', 'Storage Compartment Door'];
    const extra = [
      'Side deck: Storage Compartment Door',
      '2x 1 Tribble - Bonus',
      '1 Tribble - Go',
      '... in the Engine Room',
    ];
    const deck = parsed(deckText({ seed, extra }));
    // Act
    const result = validateDeck(deck);
    // Assert
    expect(result).toEqual(E.right(deck));
  });

  it('should reject a tribble card outside a Tribble side deck, other cards in one, and undeclared ones (Rulebook "[Tribble]")', () => {
    // Arrange
    const seed = ['Federation Outpost', 'Storage Compartment Door', '1 Tribble - Go'];
    const extra = [
      'Side deck: Storage Compartment Door',
      'Data',
      '... in the Transporters',
      '... on the Bridge',
    ];
    const deck = parsed(deckText({ seed, extra }));
    // Act
    const problems = failed(deck);
    // Assert
    expect(problems).toEqual([
      {
        line: 11,
        rule: TRIBBLES,
        message: '"1 Tribble - Go" (Tribble) may be only in a Tribble side deck',
      },
      {
        line: 15,
        rule: TRIBBLES,
        message:
          '"Data" (Personnel) is not a Tribble or Trouble: a Tribble side deck holds Tribbles and Troubles',
      },
      {
        line: 16,
        rule: TRIBBLES,
        message: '"... in the Transporters" (Trouble): its game text is not implemented yet',
      },
      {
        line: 17,
        rule: TRIBBLES,
        message: '"... on the Bridge" (Trouble): its game text is not implemented yet',
      },
    ]);
  });
});
