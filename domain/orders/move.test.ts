import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { GameState, PlayerId } from '../core/game-state';
import { getCard, locationOf } from '../core/game-state';
import { scenario } from '../game/scenario';
import { type OrderCommand, orders } from './index';
import type { MoveShip } from './move';
import { effectiveRange, rangeLeft, resetRange } from './turn-state';

// The rulebook's example: three consecutive missions A, B and C with spans 2, 4 and 3.
describe('checkMove', () => {
  it('should offer and apply a move from A to C using 7 RANGE (Rulebook 7.1.5)', () => {
    // Arrange
    const s = spaceline()
      .ship('p1', 'U.S.S. Enterprise', { at: 'A' })
      .aboard('U.S.S. Enterprise', 'p1', crew)
      .build();
    const command = moveTo(s.id('U.S.S. Enterprise'), s.id('C'));
    // Act
    const next = orders.apply(command)(s.game);
    // Assert
    expect(legal(s.game)).toContainEqual(command);
    expect(getCard(s.id('U.S.S. Enterprise'))(next).zone).toEqual({
      kind: 'atLocation',
      location: s.id('C'),
    });
    expect(next.orders.rangeUsed[s.id('U.S.S. Enterprise')]).toBe(7);
  });

  it('should let a RANGE 6 ship return from C to A with 6 RANGE but not go from A to C (Rulebook 7.1.5)', () => {
    // Arrange
    const atC = spaceline()
      .ship('p1', 'U.S.S. Excelsior', { at: 'C' })
      .aboard('U.S.S. Excelsior', 'p1', crew)
      .build();
    const atA = spaceline()
      .ship('p1', 'U.S.S. Excelsior', { at: 'A' })
      .aboard('U.S.S. Excelsior', 'p1', crew)
      .build();
    const back = moveTo(atC.id('U.S.S. Excelsior'), atC.id('A'));
    const there = moveTo(atA.id('U.S.S. Excelsior'), atA.id('C'));
    // Act
    const backResult = orders.check(back)(atC.game);
    const thereResult = orders.check(there)(atA.game);
    // Assert
    expect(backResult).toEqual(E.right(undefined));
    expect(legal(atC.game)).toContainEqual(back);
    expect(ruleOf(thereResult)).toBe('7.1.5 Move');
    expect(legal(atA.game)).not.toContainEqual(there);
  });

  it('should count RANGE over the whole turn, and restore it at the start of the next (Rulebook 7.1.5)', () => {
    // Arrange
    const s = spaceline()
      .ship('p1', 'U.S.S. Enterprise', { at: 'A' })
      .aboard('U.S.S. Enterprise', 'p1', crew)
      .build();
    const ship = s.id('U.S.S. Enterprise');
    const atC = orders.apply(moveTo(ship, s.id('C')))(s.game);
    // Act
    const again = orders.check(moveTo(ship, s.id('A')))(atC);
    const nextTurn = orders.check(moveTo(ship, s.id('A')))(resetRange(atC));
    // Assert
    expect(rangeLeft(ship)(atC)).toBe(2);
    expect(ruleOf(again)).toBe('7.1.5 Move');
    expect(nextTurn).toEqual(E.right(undefined));
  });

  it('should move the crew aboard with the ship (Rulebook 7.1 Move)', () => {
    // Arrange
    const s = spaceline()
      .ship('p1', 'U.S.S. Enterprise', { at: 'A' })
      .aboard('U.S.S. Enterprise', 'p1', crew)
      .build();
    // Act
    const next = orders.apply(moveTo(s.id('U.S.S. Enterprise'), s.id('B')))(s.game);
    // Assert
    expect(locationOf(s.id('Jean-Luc Picard'))(next)).toEqual(O.some(s.id('B')));
  });

  it('should refuse to move an unstaffed ship (Rulebook 7.1.3)', () => {
    // Arrange
    const s = spaceline()
      .ship('p1', 'U.S.S. Enterprise', { at: 'A' })
      .aboard('U.S.S. Enterprise', 'p1', ['Jean-Luc Picard'])
      .build();
    const command = moveTo(s.id('U.S.S. Enterprise'), s.id('B'));
    // Act
    const result = orders.check(command)(s.game);
    // Assert
    expect(ruleOf(result)).toBe('7.1.3 Staff a Ship');
    expect(legal(s.game).filter((c) => c.type === 'ship.move')).toEqual([]);
  });

  it("should limit a damaged ship's RANGE to 5 (Rulebook 7.5.1)", () => {
    // Arrange
    const s = spaceline()
      .ship('p1', 'U.S.S. Enterprise', { at: 'A' })
      .aboard('U.S.S. Enterprise', 'p1', crew)
      .modify('U.S.S. Enterprise', { damage: 1 })
      .build();
    const ship = s.id('U.S.S. Enterprise');
    // Act
    const toB = orders.check(moveTo(ship, s.id('B')))(s.game);
    const toC = orders.check(moveTo(ship, s.id('C')))(s.game);
    // Assert
    expect(effectiveRange(ship)(s.game)).toBe(5);
    expect(toB).toEqual(E.right(undefined));
    expect(ruleOf(toC)).toBe('7.1.5 Move');
  });

  it('should refuse to move a docked ship (Rulebook 7.1.4)', () => {
    // Arrange
    const s = spaceline()
      .facility('p1', 'Federation Outpost', { at: 'A' })
      .ship('p1', 'U.S.S. Enterprise', { dockedAt: 'Federation Outpost' })
      .aboard('U.S.S. Enterprise', 'p1', crew)
      .build();
    // Act
    const result = orders.check(moveTo(s.id('U.S.S. Enterprise'), s.id('B')))(s.game);
    // Assert
    expect(E.isLeft(result) && result.left.message).toMatch(/docked/);
  });

  it('should refuse to move a stopped ship (Rulebook 10.2.1)', () => {
    // Arrange
    const s = spaceline()
      .ship('p1', 'U.S.S. Enterprise', { at: 'A' })
      .aboard('U.S.S. Enterprise', 'p1', crew)
      .modify('U.S.S. Enterprise', { stopped: true })
      .build();
    // Act
    const result = orders.check(moveTo(s.id('U.S.S. Enterprise'), s.id('B')))(s.game);
    // Assert
    expect(ruleOf(result)).toBe('10.2.1 Stopped');
  });

  it('should refuse to move between quadrants (Rulebook 7.1 Move)', () => {
    // Arrange
    const s = spaceline()
      .mission('p2', { title: 'Investigate Rumors', label: 'G' })
      .ship('p1', 'U.S.S. Enterprise', { at: 'A' })
      .aboard('U.S.S. Enterprise', 'p1', crew)
      .build();
    // Act
    const result = orders.check(moveTo(s.id('U.S.S. Enterprise'), s.id('G')))(s.game);
    // Assert
    expect(ruleOf(result)).toBe('7.1 Move');
  });
});

describe('moveCandidates', () => {
  it('should list only the locations within the RANGE left (Rulebook 7.1.5)', () => {
    // Arrange
    const s = spaceline()
      .ship('p1', 'U.S.S. Excelsior', { at: 'A' })
      .aboard('U.S.S. Excelsior', 'p1', crew)
      .build();
    // Act
    const moves = legal(s.game).filter((c): c is MoveShip => c.type === 'ship.move');
    // Assert
    expect(moves.map((m) => m.to)).toEqual([s.id('B')]);
  });
});

describe('checkMove and a dilemma in play', () => {
  it('should neither offer nor allow moving a ship a dilemma in play forbids to move (Menthar Booby Trap)', () => {
    // Arrange
    const s = spaceline()
      .ship('p1', 'U.S.S. Enterprise', { at: 'A' })
      .aboard('U.S.S. Enterprise', 'p1', crew)
      .place('p2', { kind: 'playedOn', host: 'p1-04' }, ['Menthar Booby Trap'])
      .build();
    const command = moveTo(s.id('U.S.S. Enterprise'), s.id('B'));
    // Act
    const result = orders.check(command)(s.game);
    // Assert
    expect(ruleOf(result)).toBe('Dilemmas');
    expect(legal(s.game).some((c) => c.type === 'ship.move')).toBe(false);
  });
});

// Helpers

const crew = ['Jean-Luc Picard', 'Mendon', 'Alyssa Ogawa'];

/** Missions A, B and C with spans 2, 4 and 3 (Explore Dyson Sphere, Study Nebula, Test Mission). */
const spaceline = () =>
  scenario()
    .mission('p1', { title: 'Explore Dyson Sphere', label: 'A' })
    .mission('p1', { title: 'Study Nebula', label: 'B' })
    .mission('p1', { title: 'Test Mission', label: 'C' });

const moveTo = (ship: string, to: string): MoveShip => ({ type: 'ship.move', player: 'p1', ship, to });

const legal = (game: GameState, player: PlayerId = 'p1'): ReadonlyArray<OrderCommand> =>
  // the list `legalActions` gives: order candidates are legal by construction (not filtered by their check)
  orders.candidates(player)(game);

const ruleOf = (result: E.Either<{ readonly rule: string }, unknown>): string | null =>
  E.isLeft(result) ? result.left.rule : null;
