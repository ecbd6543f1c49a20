import * as E from 'fp-ts/Either';
import { scenario } from '../game/scenario';
import { orders } from './index';

describe('checkOrder', () => {
  it('should refuse an order from the player whose turn it is not, and list none for them (Rulebook "giving orders")', () => {
    // Arrange
    const s = kvort({ active: 'p2' });
    const command = { type: 'ship.cloak' as const, player: 'p1', ship: s.id("I.K.C. K'Vort") };
    // Act
    const result = orders.check(command)(s.game);
    // Assert
    expect(E.isLeft(result) && result.left.rule).toBe('Giving Orders');
    expect(orders.candidates('p1')(s.game)).toEqual([]);
  });

  it('should refuse orders outside the play phase (Rulebook "giving orders")', () => {
    // Arrange
    const s = kvort({ phase: 'facility' });
    const command = { type: 'ship.cloak' as const, player: 'p1', ship: s.id("I.K.C. K'Vort") };
    // Act
    const result = orders.check(command)(s.game);
    // Assert
    expect(E.isLeft(result) && result.left.rule).toBe('Giving Orders');
  });

  it('should accept every command type it lists (Rulebook 7.1, 7.6)', () => {
    // Arrange
    const s = kvort({});
    // Act
    const types = orders
      .candidates('p1')(s.game)
      .map((c) => c.type);
    // Assert
    expect(types.every((t) => orders.commandTypes.includes(t))).toBe(true);
    expect(types).toEqual(['ship.cloak']);
  });
});

// Helpers

const kvort = (options: Parameters<typeof scenario>[0]) =>
  scenario(options).mission('p1', 'Test Mission').ship('p1', "I.K.C. K'Vort", { at: 'Test Mission' }).build();
