import * as E from 'fp-ts/Either';
import { isCloaked } from '../cards-in-play/presence';
import type { GameState, PlayerId } from '../core/game-state';
import { getCard, moveCard } from '../core/game-state';
import { addThisTurn } from '../core/this-turn';
import { scenario } from '../game/scenario';
import { type CloakCommand, isForcedDecloaked } from './cloak';
import { type OrderCommand, orders } from './index';
import { isLanded } from './land';
import { isPhased } from './phasing';
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

describe('checkCloak (phasing)', () => {
  it('should offer and apply phasing a ship with a Phasing Cloak: it is then cloaked and phased (Rulebook 7.6)', () => {
    // Arrange
    const s = apnex().build();
    const ship = s.id('Apnex');
    const command = phaseOf(ship);
    // Act
    const next = orders.apply(command)(s.game);
    // Assert
    expect(legal(s.game)).toEqual([cloakOf(ship), command]);
    expect([isCloaked(ship)(next), isPhased(ship)(next)]).toEqual([true, true]);
  });

  it('should allow one cloak, decloak, phase or dephase each turn (Rulings "Phasing Cloak")', () => {
    // Arrange
    const s = apnex().build();
    const ship = s.id('Apnex');
    const phased = orders.apply(phaseOf(ship))(s.game);
    const dephase: CloakCommand = { type: 'ship.dephase', player: 'p1', ship };
    // Act
    const sameTurn = orders.check(dephase)(phased);
    const nextTurn = resetRange(phased);
    // Assert
    expect(E.isLeft(sameTurn) && sameTurn.left.rule).toBe('7.6 Cloak');
    expect(legal(phased)).toEqual([]);
    expect(legal(nextTurn)).toEqual([dephase]);
  });

  it('should refuse cloaking a phased ship or phasing a cloaked one (Rulings "Phasing Cloak")', () => {
    // Arrange
    const phased = apnex().modify('Apnex', { cloaked: true, phased: true }).build();
    const cloaked = apnex().modify('Apnex', { cloaked: true }).build();
    // Act
    const cloaking = orders.check(cloakOf(phased.id('Apnex')))(phased.game);
    const phasing = orders.check(phaseOf(cloaked.id('Apnex')))(cloaked.game);
    // Assert
    expect(E.isLeft(cloaking) && cloaking.left.message).toMatch(/cloaked and phased at the same time/);
    expect(E.isLeft(phasing) && phasing.left.message).toMatch(/already cloaked/);
    expect(legal(cloaked.game)).toEqual([{ type: 'ship.decloak', player: 'p1', ship: cloaked.id('Apnex') }]);
  });

  it('should refuse phasing a ship without a Phasing Cloak (Rulebook 7.6)', () => {
    // Arrange
    const s = kvort().build();
    // Act
    const result = orders.check(phaseOf(s.id("I.K.C. K'Vort")))(s.game);
    // Assert
    expect(E.isLeft(result) && result.left.message).toMatch(/no Phasing Cloak/);
    expect(legal(s.game)).toEqual([cloakOf(s.id("I.K.C. K'Vort"))]);
  });

  it('should refuse phasing a damaged ship, its Phasing Cloak off-line (Rulebook 7.5.1)', () => {
    // Arrange
    const s = apnex().modify('Apnex', { damage: 1 }).build();
    // Act
    const result = orders.check(phaseOf(s.id('Apnex')))(s.game);
    // Assert
    expect(E.isLeft(result) && result.left.rule).toBe('7.5.1 Damage');
  });

  it('should undock a docked ship that phases (Rulebook 7.6)', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Test Mission')
      .facility('p1', 'Romulan Outpost', { at: 'Test Mission' })
      .ship('p1', 'Apnex', { dockedAt: 'Romulan Outpost' })
      .aboard('Apnex', 'p1', ['Tomalak'])
      .build();
    // Act
    const next = orders.apply(phaseOf(s.id('Apnex')))(s.game);
    // Assert
    expect(getCard(s.id('Apnex'))(next).zone).toEqual({ kind: 'atLocation', location: s.id('Test Mission') });
    expect(isPhased(s.id('Apnex'))(next)).toBe(true);
  });

  it('should take off a landed ship that phases (Rulebook 7.6)', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Avert Disaster')
      .ship('p1', 'Shuttle Galileo', { at: 'Avert Disaster' })
      .aboard('Shuttle Galileo', 'p1', ['Data', 'Phased Cloaking Device'])
      .modify('Shuttle Galileo', { landed: true })
      .build();
    // Act
    const next = orders.apply(phaseOf(s.id('Shuttle Galileo')))(s.game);
    // Assert
    expect([isLanded(s.id('Shuttle Galileo'))(s.game), isLanded(s.id('Shuttle Galileo'))(next)]).toEqual([
      true,
      false,
    ]);
    expect(isPhased(s.id('Shuttle Galileo'))(next)).toBe(true);
  });

  it('should refuse docking a phased ship (Rulebook 7.6)', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Test Mission')
      .facility('p1', 'Romulan Outpost', { at: 'Test Mission' })
      .ship('p1', 'Apnex', { at: 'Test Mission' })
      .aboard('Apnex', 'p1', ['Tomalak'])
      .modify('Apnex', { cloaked: true, phased: true })
      .build();
    const dock = {
      type: 'ship.dock',
      player: 'p1',
      ship: s.id('Apnex'),
      facility: s.id('Romulan Outpost'),
    } as const;
    // Act
    const result = orders.check(dock)(s.game);
    // Assert
    expect(E.isLeft(result) && result.left.rule).toBe('7.6 Cloak');
    expect(legal(s.game)).not.toContainEqual(dock);
  });

  it('should refuse landing a phased ship (Rulebook 7.6)', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Avert Disaster')
      .ship('p1', 'Shuttle Galileo', { at: 'Avert Disaster' })
      .aboard('Shuttle Galileo', 'p1', ['Data', 'Phased Cloaking Device'])
      .modify('Shuttle Galileo', { cloaked: true, phased: true })
      .build();
    const land = { type: 'ship.land', player: 'p1', ship: s.id('Shuttle Galileo') } as const;
    // Act
    const result = orders.check(land)(s.game);
    // Assert
    expect(E.isLeft(result) && result.left.rule).toBe('7.6 Cloak');
    expect(legal(s.game)).not.toContainEqual(land);
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

describe('isForcedDecloaked', () => {
  it('should hold for the ship named, this turn (Tachyon Detection Grid: "for rest of turn")', () => {
    // Arrange
    const game = addThisTurn({ kind: 'noCloak', ship: 'p2-01' })(scenario().build().game);
    // Act
    const forced = [isForcedDecloaked('p2-01')(game), isForcedDecloaked('p2-02')(game)];
    // Assert
    expect(forced).toEqual([true, false]);
  });
});

// Helpers

const kvort = () =>
  scenario().mission('p1', 'Test Mission').ship('p1', "I.K.C. K'Vort", { at: 'Test Mission' });

const cloakOf = (ship: string): CloakCommand => ({ type: 'ship.cloak', player: 'p1', ship });

const phaseOf = (ship: string): CloakCommand => ({ type: 'ship.phase', player: 'p1', ship });

const apnex = () =>
  scenario()
    .mission('p1', 'Test Mission')
    .ship('p1', 'Apnex', { at: 'Test Mission' })
    .aboard('Apnex', 'p1', ['Tomalak']);

const legal = (game: GameState, player: PlayerId = 'p1'): ReadonlyArray<OrderCommand> =>
  // the list `legalActions` gives: order candidates are legal by construction (not filtered by their check)
  orders.candidates(player)(game);
