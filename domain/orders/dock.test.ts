import * as E from 'fp-ts/Either';
import { report } from '../card-play/reporting';
import type { GameState, PlayerId } from '../core/game-state';
import { getCard } from '../core/game-state';
import * as Decisions from '../game/decisions';
import { scenario } from '../game/scenario';
import type { DockCommand } from './dock';
import { checkUndocked, effectiveShields, markDocked } from './dock';
import { type OrderCommand, orders } from './index';

describe('checkDock', () => {
  it('should offer and apply docking a staffed ship at your outpost, using no RANGE (Rulebook 7.1.4)', () => {
    // Arrange
    const s = outpost()
      .ship('p1', 'U.S.S. Enterprise', { at: 'Test Mission' })
      .aboard('U.S.S. Enterprise', 'p1', crew)
      .build();
    const command = dockAt(s.id('U.S.S. Enterprise'), s.id('Federation Outpost'));
    // Act
    const next = orders.apply(command)(s.game);
    // Assert
    expect(legal(s.game)).toContainEqual(command);
    expect(getCard(s.id('U.S.S. Enterprise'))(next).zone).toEqual({
      kind: 'docked',
      facility: s.id('Federation Outpost'),
    });
    expect(next.orders.rangeUsed).toEqual({});
  });

  it('should refuse to dock an unstaffed ship, leaving it in space (Rulebook 7.1.3)', () => {
    // Arrange
    const s = outpost().ship('p1', 'U.S.S. Enterprise', { at: 'Test Mission' }).build();
    const command = dockAt(s.id('U.S.S. Enterprise'), s.id('Federation Outpost'));
    // Act
    const result = orders.check(command)(s.game);
    // Assert
    expect(E.isLeft(result) && result.left.rule).toBe('7.1.3 Staff a Ship');
    expect(legal(s.game)).not.toContainEqual(command);
  });

  it('should refuse to dock a ship incompatible with the outpost (Rulebook 7.1.4)', () => {
    // Arrange
    const s = outpost()
      .ship('p1', "I.K.C. K'Vort", { at: 'Test Mission' })
      .aboard("I.K.C. K'Vort", 'p1', ["Kle'eg"])
      .build();
    // Act
    const result = orders.check(dockAt(s.id("I.K.C. K'Vort"), s.id('Federation Outpost')))(s.game);
    // Assert
    expect(E.isLeft(result) && result.left.message).toMatch(/not compatible/);
  });

  it("should refuse to dock at an opponent's outpost (Rulebook 7.1.4)", () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Test Mission')
      .facility('p2', 'Federation Outpost', { at: 'Test Mission' })
      .ship('p1', 'U.S.S. Enterprise', { at: 'Test Mission' })
      .aboard('U.S.S. Enterprise', 'p1', crew)
      .build();
    // Act
    const result = orders.check(dockAt(s.id('U.S.S. Enterprise'), s.id('Federation Outpost')))(s.game);
    // Assert
    expect(E.isLeft(result) && result.left.message).toMatch(/not your facility/);
  });

  it('should undock and dock again in the same turn, without limit (Rulebook 7.1.4)', () => {
    // Arrange
    const s = outpost()
      .ship('p1', 'U.S.S. Enterprise', { dockedAt: 'Federation Outpost' })
      .aboard('U.S.S. Enterprise', 'p1', crew)
      .build();
    const ship = s.id('U.S.S. Enterprise');
    const undock: DockCommand = { type: 'ship.undock', player: 'p1', ship };
    // Act
    const undocked = orders.apply(undock)(s.game);
    const redocked = orders.apply(dockAt(ship, s.id('Federation Outpost')))(undocked);
    // Assert
    expect(legal(s.game)).toContainEqual(undock);
    expect(getCard(ship)(undocked).zone).toEqual({ kind: 'atLocation', location: s.id('Test Mission') });
    expect(legal(redocked)).toContainEqual(undock);
  });

  it('should refuse to undock an unstaffed ship (Rulebook 7.1.3)', () => {
    // Arrange
    const s = outpost().ship('p1', 'U.S.S. Enterprise', { dockedAt: 'Federation Outpost' }).build();
    const undock: DockCommand = { type: 'ship.undock', player: 'p1', ship: s.id('U.S.S. Enterprise') };
    // Act
    const result = orders.check(undock)(s.game);
    // Assert
    expect(E.isLeft(result) && result.left.rule).toBe('7.1.3 Staff a Ship');
    expect(legal(s.game)).toEqual([]);
  });
});

describe('effectiveShields', () => {
  it("should add 50% of the facility's SHIELDS to a docked ship (Rulebook 7.1.4)", () => {
    // Arrange
    const s = outpost().ship('p1', 'U.S.S. Enterprise', { dockedAt: 'Federation Outpost' }).build();
    // Act
    const shields = effectiveShields(s.id('U.S.S. Enterprise'))(s.game);
    // Assert
    expect(shields).toBe(9 + 15);
  });

  it('should be the printed SHIELDS of a ship in space (Rulebook 7.1.4)', () => {
    // Arrange
    const s = outpost().ship('p1', 'U.S.S. Enterprise', { at: 'Test Mission' }).build();
    // Act
    const shields = effectiveShields(s.id('U.S.S. Enterprise'))(s.game);
    // Assert
    expect(shields).toBe(9);
  });
});

describe('checkUndocked', () => {
  it('should refuse a docked ship a mission attempt or WEAPONS fire (Rulebook 7.1.4)', () => {
    // Arrange
    const s = outpost().ship('p1', 'U.S.S. Enterprise', { dockedAt: 'Federation Outpost' }).build();
    // Act
    const result = checkUndocked(s.id('U.S.S. Enterprise'))(s.game);
    // Assert
    expect(E.isLeft(result) && result.left.rule).toBe('7.1.4 Dock & Undock');
  });

  it('should refuse to dock a carried ship, which launches first, and offer docking its carrier (Rulebook "Carried ships", 7.1.4)', () => {
    // Arrange
    const s = outpost()
      .table('p1', ['Engage Shuttle Operations'])
      .ship('p1', 'U.S.S. Enterprise', { at: 'Test Mission' })
      .aboard('U.S.S. Enterprise', 'p1', crew)
      .ship('p1', 'Type VI Shuttlecraft', { carriedBy: 'U.S.S. Enterprise' })
      .aboard('Type VI Shuttlecraft', 'p1', ['Data'])
      .build();
    const shuttle = dockAt(s.id('Type VI Shuttlecraft'), s.id('Federation Outpost'));
    // Act
    const result = orders.check(shuttle)(s.game);
    // Assert
    expect(E.isLeft(result) && result.left.rule).toBe('Carried ships');
    expect(legal(s.game)).not.toContainEqual(shuttle);
    expect(legal(s.game)).toContainEqual(dockAt(s.id('U.S.S. Enterprise'), s.id('Federation Outpost')));
    expect(legal(s.game)).toContainEqual({
      type: 'ship.launch',
      player: 'p1',
      ship: s.id('Type VI Shuttlecraft'),
    });
  });
});

describe('markDocked', () => {
  it('should record the turn a ship docks by the dock order (Rulebook 7.1.4, 7.5.2)', () => {
    // Arrange
    const s = scenario({ turn: 5, pending: { player: 'p1', decision: 'turn.act' } })
      .mission('p1', 'Test Mission')
      .facility('p1', 'Federation Outpost', { at: 'Test Mission' })
      .ship('p1', 'U.S.S. Galaxy', { at: 'Test Mission' })
      .aboard('U.S.S. Galaxy', 'p1', ['Jean-Luc Picard', 'Data', 'Geordi La Forge'])
      .build();
    const dock = {
      type: 'ship.dock',
      player: 'p1',
      ship: s.id('U.S.S. Galaxy'),
      facility: s.id('Federation Outpost'),
    } as const;
    // Act
    const docked = Decisions.apply(dock)(s.game);
    // Assert
    expect(Decisions.legalActions(s.game)).toContainEqual(dock);
    expect(getCard(s.id('U.S.S. Galaxy'))(docked).dockedOnTurn).toBe(5);
    expect(getCard(s.id('U.S.S. Galaxy'))(markDocked(s.id('U.S.S. Galaxy'))(s.game)).dockedOnTurn).toBe(5);
  });

  it('should record the turn a ship reported to an outpost enters play docked (Rulebook "Reporting for Duty", 7.5.2)', () => {
    // Arrange
    const s = scenario({ turn: 4 })
      .mission('p1', 'Test Mission')
      .facility('p1', 'Federation Outpost', { at: 'Test Mission' })
      .hand('p1', ['U.S.S. Galaxy'])
      .build();
    const facility = s.id('Federation Outpost');
    // Act
    const reported = report(s.id('U.S.S. Galaxy'), {
      facility,
      zone: { kind: 'docked', facility },
      affiliation: 'Federation',
    })(s.game);
    // Assert
    expect(E.isRight(reported) && getCard(s.id('U.S.S. Galaxy'))(reported.right).dockedOnTurn).toBe(4);
  });
});

// Helpers

const crew = ['Jean-Luc Picard', 'Mendon', 'Alyssa Ogawa'];

const outpost = () =>
  scenario().mission('p1', 'Test Mission').facility('p1', 'Federation Outpost', { at: 'Test Mission' });

const dockAt = (ship: string, facility: string): DockCommand => ({
  type: 'ship.dock',
  player: 'p1',
  ship,
  facility,
});

const legal = (game: GameState, player: PlayerId = 'p1'): ReadonlyArray<OrderCommand> =>
  // the list `legalActions` gives: order candidates are legal by construction (not filtered by their check)
  orders.candidates(player)(game);
