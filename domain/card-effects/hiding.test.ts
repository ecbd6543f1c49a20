import { isHidden } from '../battle-rules/hidden-ships';
import type { GameState } from '../core/game-state';
import { scenario } from '../game/scenario';
import { hideThisTurn } from './hiding';

describe('hideThisTurn', () => {
  it('should hide a ship whose crew has 2 Navigation until the end of the turn (Asteroid Sanctuary)', () => {
    // Arrange
    const { game, id } = ship(['Kurn', "B'iJik"]);
    // Act
    const hidden = hide(game, id("I.K.C. Vor'Cha"));
    const nextTurn: GameState = { ...hidden, turn: { ...hidden.turn, number: hidden.turn.number + 1 } };
    // Assert
    expect(isHidden(id("I.K.C. Vor'Cha"))(hidden)).toBe(true);
    expect(isHidden(id("I.K.C. Vor'Cha"))(nextTurn)).toBe(false);
  });

  it('should not hide a ship whose crew able to act has less Navigation (Asteroid Sanctuary: "If 2 Navigation aboard")', () => {
    // Arrange
    const { game, id } = ship(['Kurn', "B'iJik"], "B'iJik");
    // Act
    const after = hide(game, id("I.K.C. Vor'Cha"));
    // Assert
    expect(isHidden(id("I.K.C. Vor'Cha"))(after)).toBe(false);
    expect(after.chronicle.at(-1)?.text).toContain('is not hidden');
  });
});

// Helpers

const ship = (crew: ReadonlyArray<string>, disabled?: string) => {
  const builder = scenario()
    .mission('p1', 'Wormhole Negotiations')
    .ship('p1', "I.K.C. Vor'Cha", { at: 'Wormhole Negotiations' })
    .aboard("I.K.C. Vor'Cha", 'p1', crew);
  return (disabled === undefined ? builder : builder.modify(disabled, { disabled: true })).build();
};

const hide = (game: GameState, ship: string): GameState =>
  hideThisTurn(ship, { skill: 'Navigation', count: 2 })(game);
