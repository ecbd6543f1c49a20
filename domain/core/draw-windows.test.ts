import { scenario } from '../game/scenario';
import { drawsBetween, openDrawWindows, openWindowsOnDraws, withLaterDraws } from './draw-windows';
import { moveCard } from './game-state';

// Rulebook "Playing 'At Any Time'" and Subspace Schism ("Plays within five seconds of either players' card draw"): the
// card draws between two states, and the response windows the port opens on them (plugged in by domain/game).
describe('drawsBetween', () => {
  it('should list each player the cards that went from their draw deck to their hand, in player order', () => {
    // Arrange
    const s = scenario()
      .drawDeck('p1', ['Data', 'Worf'])
      .hand('p1', ['Rom'])
      .drawDeck('p2', ['Will Riker'])
      .build();
    const drawn = moveCard(s.id('Worf'), { kind: 'hand', player: 'p1' })(s.game);
    // Act & Assert
    expect(drawsBetween(s.game, drawn)).toEqual([
      { player: 'p1', cards: [s.id('Worf')] },
      { player: 'p2', cards: [] },
    ]);
  });
});

describe('withLaterDraws', () => {
  it("should add each player's later draws after their earlier ones", () => {
    // Act & Assert
    expect(
      withLaterDraws(
        [
          { player: 'p1', cards: ['a'] },
          { player: 'p2', cards: [] },
        ],
        [{ player: 'p2', cards: ['b', 'c'] }],
      ),
    ).toEqual([
      { player: 'p1', cards: ['a'] },
      { player: 'p2', cards: ['b', 'c'] },
    ]);
  });
});

describe('openDrawWindows', () => {
  it('should open, through the port, a window on a card draw the other player may answer (Subspace Schism)', () => {
    // Arrange
    const s = scenario().drawDeck('p1', ['Data']).hand('p2', ['Subspace Schism']).build();
    const drawn = moveCard(s.id('Data'), { kind: 'hand', player: 'p1' })(s.game);
    // Act
    const game = openDrawWindows(s.game)(drawn);
    // Assert
    expect(game.responding?.stack).toEqual([{ kind: 'cardDraw', player: 'p1', cards: [s.id('Data')] }]);
  });
});

describe('openWindowsOnDraws', () => {
  it('should leave the game as it is when nobody drew (Rulebook "Draw")', () => {
    // Arrange
    const s = scenario().hand('p2', ['Subspace Schism']).build();
    // Act & Assert
    expect(openWindowsOnDraws([{ player: 'p1', cards: [] }])(s.game)).toBe(s.game);
  });
});
