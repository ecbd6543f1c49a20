import * as E from 'fp-ts/Either';
import { onTurn } from '../../cards/effects/play-test-support';
import { cardsIn, type GameState } from '../core/game-state';
import { apply, beginRearranging, check, rule } from './follow-up';

const deckOf = (titles: ReadonlyArray<string>) => {
  const s = onTurn().hand('p1', ['Thought Maker']).drawDeck('p2', titles).build();
  return { s, game: beginRearranging('p1', 'p2', s.id('Thought Maker'))(s.game) };
};

describe('beginRearranging', () => {
  it('should ask for no choice when the deck has fewer than two cards (Thought Maker: "rearrange as desired")', () => {
    // Arrange
    const { game } = deckOf(['Worf']);
    // Act
    const choosing = game.choosing;
    // Assert
    expect(choosing).toBeUndefined();
  });
});

describe('rule', () => {
  it('should list each card not yet placed, and stopping: linear in the deck size (Thought Maker)', () => {
    // Arrange
    const { s, game } = deckOf(['Worf', 'Tasha Yar', 'Vash']);
    const placed = apply({ type: 'card.choose', player: 'p1', card: s.id('Vash') })(game);
    // Act
    const listed = rule.candidates('p1')(placed);
    // Assert
    expect(listed).toEqual([
      { type: 'card.choose', player: 'p1', card: s.id('Worf') },
      { type: 'card.choose', player: 'p1', card: s.id('Tasha Yar') },
      { type: 'choosing.stop', player: 'p1' },
    ]);
  });
});

describe('check', () => {
  it('should refuse a card already placed, naming the card whose text it is (Thought Maker)', () => {
    // Arrange
    const { s, game } = deckOf(['Worf', 'Tasha Yar', 'Vash']);
    const placed = apply({ type: 'card.choose', player: 'p1', card: s.id('Vash') })(game);
    // Act
    const checked = check({ type: 'card.choose', player: 'p1', card: s.id('Vash') })(placed);
    // Assert
    expect(E.isLeft(checked) && checked.left.rule).toBe('Thought Maker');
  });
});

describe('apply', () => {
  it('should place the chosen card next and end the choice with one card left (Thought Maker)', () => {
    // Arrange
    const { s, game } = deckOf(['Worf', 'Tasha Yar', 'Vash']);
    const [worf, tasha, vash] = [s.id('Worf'), s.id('Tasha Yar'), s.id('Vash')];
    // Act
    const after = [tasha, vash].reduce(
      (g: GameState, card) => apply({ type: 'card.choose', player: 'p1', card })(g),
      game,
    );
    // Assert
    expect(cardsIn({ kind: 'drawDeck', player: 'p2' })(after)).toEqual([tasha, vash, worf]);
    expect(after.choosing).toBeUndefined();
  });
});
