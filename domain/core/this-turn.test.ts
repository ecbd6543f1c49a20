import { scenario } from '../game/scenario';
import {
  addThisTurn,
  effectsThisTurn,
  endThisTurn,
  timesUsedThisTurn,
  usedThisTurn,
  useThisTurn,
} from './this-turn';

describe('usedThisTurn', () => {
  it('should remember text used this turn, per player, and forget it on the next turn (Rulings "once each turn")', () => {
    // Arrange
    const game = useThisTurn('p1', 'Palor Toff: Alien Trader')(scenario().build().game);
    const next = { ...game, turn: { ...game.turn, number: game.turn.number + 1 } };
    // Act
    const checks = [
      usedThisTurn('p1', 'Palor Toff: Alien Trader')(game),
      usedThisTurn('p2', 'Palor Toff: Alien Trader')(game),
      usedThisTurn('p1', 'Palor Toff: Alien Trader')(next),
    ];
    // Assert
    expect(checks).toEqual([true, false, false]);
  });
});

describe('timesUsedThisTurn', () => {
  it('should count the uses of a key by either player this turn only (Rulebook 12.2 "per turn")', () => {
    // Arrange
    const game = useThisTurn(
      'p2',
      'beam',
    )(useThisTurn('p1', 'beam')(useThisTurn('p1', 'other')(scenario().build().game)));
    const next = { ...game, turn: { ...game.turn, number: game.turn.number + 1 } };
    // Act
    const counts = [timesUsedThisTurn('beam')(game), timesUsedThisTurn('beam')(next)];
    // Assert
    expect(counts).toEqual([2, 0]);
  });
});

describe('effectsThisTurn', () => {
  it('should keep an effect until the end of the turn it was added in (Rulebook 12.2 "this turn")', () => {
    // Arrange
    const effect = { kind: 'noCloak', ship: 'p1-01' } as const;
    const game = addThisTurn(effect)(useThisTurn('p1', 'x')(scenario().build().game));
    const next = { ...game, turn: { ...game.turn, number: game.turn.number + 1 } };
    // Act
    const [now, later] = [effectsThisTurn(game), effectsThisTurn(next)];
    // Assert
    expect(now).toEqual([effect]);
    expect(later).toEqual([]);
    expect(usedThisTurn('p1', 'x')(game)).toBe(true);
  });
});

describe('endThisTurn', () => {
  it('should end only the effects for this turn it names, keeping the others and the text used (Rulebook "Playing a Card" L319)', () => {
    // Arrange
    const game = addThisTurn({ kind: 'noCloak', ship: 's2' })(
      addThisTurn({ kind: 'noCloak', ship: 's1' })(useThisTurn('p1', 'key')(scenario().build().game)),
    );
    // Act
    const after = endThisTurn((e) => e.kind === 'noCloak' && e.ship === 's1')(game);
    // Assert
    expect(effectsThisTurn(after)).toEqual([{ kind: 'noCloak', ship: 's2' }]);
    expect(usedThisTurn('p1', 'key')(after)).toBe(true);
    expect(endThisTurn(() => false)(game)).toBe(game);
  });
});
