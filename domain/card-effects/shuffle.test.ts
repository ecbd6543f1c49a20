import { discardPileOf, handOf, shuffle as shuffleAll, shuffleInto, topOf } from '../../cards/language/build';
import { cardsIn } from '../core/game-state';
import { scenario } from '../game/scenario';
import { shuffle } from './shuffle';

describe('shuffle', () => {
  it("should move the selected cards into their owner's draw deck and shuffle it with the game's generator (Rulebook 12.14 Random selection; Mutation: \"shuffle top two cards of any discard pile into owner's draw deck\")", () => {
    // Arrange
    const s = scenario()
      .discard('p2', ['Vash', 'Worf', 'Data'])
      .drawDeck('p2', ['Tasha Yar', 'Deanna Troi', 'Geordi La Forge', 'Beverly Crusher'])
      .build();
    const effect = shuffleInto(topOf(2, discardPileOf('chosenPlayer')), 'drawDeck');
    // Act
    const after = shuffle(effect, { ...p1, targetPlayer: 'p2' })(s.game);
    // Assert
    const deck = cardsIn({ kind: 'drawDeck', player: 'p2' })(after);
    expect([...deck].sort()).toEqual(
      ['Vash', 'Worf', 'Tasha Yar', 'Deanna Troi', 'Geordi La Forge', 'Beverly Crusher'].map(s.id).sort(),
    );
    expect(cardsIn({ kind: 'discard', player: 'p2' })(after)).toEqual([s.id('Data')]);
    expect(after.random).not.toEqual(s.game.random);
    expect(after.chronicle.at(-1)?.text).toBe('p2 shuffles 2 cards into their draw deck');
  });

  it('should put a hand into its owner\'s discard pile, each card once (Isomagnetic Disintegrator: "Shuffle your hand into your discard pile")', () => {
    // Arrange
    const s = scenario().hand('p1', ['Vash', 'Worf']).discard('p1', ['Data']).build();
    // Act
    const after = shuffle(shuffleInto(handOf('you'), 'discard'), p1)(s.game);
    // Assert
    expect(cardsIn({ kind: 'hand', player: 'p1' })(after)).toEqual([]);
    expect([...cardsIn({ kind: 'discard', player: 'p1' })(after)].sort()).toEqual(
      ['Vash', 'Worf', 'Data'].map(s.id).sort(),
    );
  });

  it('should leave the game unchanged when the selection names no card', () => {
    // Arrange
    const s = scenario().drawDeck('p1', ['Vash', 'Worf']).build();
    // Act
    const after = shuffle(shuffleInto(discardPileOf('you'), 'drawDeck'), p1)(s.game);
    // Assert
    expect(after).toBe(s.game);
  });

  it('should shuffle the pile of the player named, keeping its cards (The Juggler: "re-shuffle the cards in their draw deck")', () => {
    // Arrange
    const s = scenario().drawDeck('p2', ['Vash', 'Worf', 'Data', 'Tasha Yar']).build();
    // Act
    const after = shuffle(shuffleAll('chosenPlayer', 'drawDeck'), { ...p1, targetPlayer: 'p2' })(s.game);
    // Assert
    expect([...cardsIn({ kind: 'drawDeck', player: 'p2' })(after)].sort()).toEqual(
      ['Vash', 'Worf', 'Data', 'Tasha Yar'].map(s.id).sort(),
    );
    expect(after.random).not.toEqual(s.game.random);
  });
});

// Helpers

const p1 = { player: 'p1', targetCard: null, targetPlayer: null, take: null } as const;
