import * as E from 'fp-ts/Either';
import type { GameState, PlayerId } from '../game-state';
import { moveCard } from '../game-state';
import { scenario } from '../scenario';
import { type CloakCommand, isCloaked } from './cloak';
import { type OrderCommand, orders } from './index';
import { resetRange } from './turn-state';

describe('checkCloak', () => {
  it('should offer and apply cloaking a ship with a Cloaking Device, with no personnel aboard (Rulebook 7.6)', () => {
    // Arrange
    const s = kvort().build();
    const command = cloakOf(s.id("I.K.C. K'Vort"));
    // Act
    const next = orders.apply(command)(s.game);
    // Assert
    expect(legal(s.game)).toEqual([command]);
    expect(isCloaked(s.id("I.K.C. K'Vort"))(next)).toBe(true);
  });

  it('should refuse cloaking or decloaking twice in one turn, and allow it next turn (Rulebook 7.6)', () => {
    // Arrange
    const s = kvort().build();
    const ship = s.id("I.K.C. K'Vort");
    const cloaked = orders.apply(cloakOf(ship))(s.game);
    const decloak: CloakCommand = { type: 'ship.decloak', player: 'p1', ship };
    // Act
    const sameTurn = orders.check(decloak)(cloaked);
    const nextTurn = orders.check(decloak)(resetRange(cloaked));
    // Assert
    expect(E.isLeft(sameTurn) && sameTurn.left.rule).toBe('7.6 Cloak');
    expect(legal(cloaked)).toEqual([]);
    expect(nextTurn).toEqual(E.right(undefined));
  });

  it('should refuse cloaking a ship without a Cloaking Device (Rulebook 7.6)', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Test Mission')
      .ship('p1', 'U.S.S. Enterprise', { at: 'Test Mission' })
      .build();
    // Act
    const result = orders.check(cloakOf(s.id('U.S.S. Enterprise')))(s.game);
    // Assert
    expect(E.isLeft(result) && result.left.message).toMatch(/no Cloaking Device/);
  });

  it('should refuse cloaking a damaged ship, its cloaking device off-line (Rulebook 7.5.1)', () => {
    // Arrange
    const s = kvort().modify("I.K.C. K'Vort", { damage: 1 }).build();
    // Act
    const result = orders.check(cloakOf(s.id("I.K.C. K'Vort")))(s.game);
    // Assert
    expect(E.isLeft(result) && result.left.rule).toBe('7.5.1 Damage');
  });

  it('should refuse cloaking a stopped ship (Rulebook 10.2.1)', () => {
    // Arrange
    const s = kvort().modify("I.K.C. K'Vort", { stopped: true }).build();
    // Act
    const result = orders.check(cloakOf(s.id("I.K.C. K'Vort")))(s.game);
    // Assert
    expect(E.isLeft(result) && result.left.rule).toBe('10.2.1 Stopped');
  });
});

describe('isCloaked', () => {
  it('should not count a cloaked mark on a card out of play, so nothing enters play cloaked (Rulebook 7.6)', () => {
    // Arrange
    const s = kvort().modify("I.K.C. K'Vort", { cloaked: true }).build();
    // Act
    const discarded = moveCard(s.id("I.K.C. K'Vort"), { kind: 'discard', player: 'p1' })(s.game);
    // Assert
    expect(isCloaked(s.id("I.K.C. K'Vort"))(s.game)).toBe(true);
    expect(isCloaked(s.id("I.K.C. K'Vort"))(discarded)).toBe(false);
  });
});

// Helpers

const kvort = () =>
  scenario().mission('p1', 'Test Mission').ship('p1', "I.K.C. K'Vort", { at: 'Test Mission' });

const cloakOf = (ship: string): CloakCommand => ({ type: 'ship.cloak', player: 'p1', ship });

const legal = (game: GameState, player: PlayerId = 'p1'): ReadonlyArray<OrderCommand> =>
  orders
    .candidates(player)(game)
    .filter((c) => E.isRight(orders.check(c)(game)));
