import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { loadCardDatabase } from '../../cards/database';
import { checkInitiate } from '../battle-rules/initiation';
import { destroy } from '../cards-in-play/leave-play';
import { crewOf, isPresentWith } from '../cards-in-play/presence';
import type { GameState, PlayerId } from '../core/game-state';
import { getCard, locationOf } from '../core/game-state';
import { scenario } from '../game/scenario';
import { attemptCommands } from '../mission-attempt/eligibility';
import { type CarryCommand, isCarried, mayCarry, tractorBeamCarries } from './carry';
import { type OrderCommand, orders } from './index';
import { rangeLeft } from './turn-state';

describe('checkCarry', () => {
  it('should offer and apply loading a staffed shuttlecraft aboard your ship, using no RANGE (Rulebook "Carried ships")', () => {
    // Arrange
    const s = fleet().build();
    const command = load(s.id('Type VI Shuttlecraft'), s.id('U.S.S. Enterprise'));
    // Act
    const next = orders.apply(command)(s.game);
    // Assert
    expect(legal(s.game)).toContainEqual(command);
    expect(getCard(s.id('Type VI Shuttlecraft'))(next).zone).toEqual({
      kind: 'carried',
      carrier: s.id('U.S.S. Enterprise'),
    });
    expect(next.orders.rangeUsed).toEqual({});
  });

  it('should offer and apply launching a carried ship into space at its carrier\'s location (Rulebook "Carried ships")', () => {
    // Arrange
    const s = carried().build();
    const command: CarryCommand = { type: 'ship.launch', player: 'p1', ship: s.id('Type VI Shuttlecraft') };
    // Act
    const next = orders.apply(command)(s.game);
    // Assert
    expect(legal(s.game)).toContainEqual(command);
    expect(getCard(s.id('Type VI Shuttlecraft'))(next).zone).toEqual({
      kind: 'atLocation',
      location: s.id('Test Mission'),
    });
    expect(next.orders.rangeUsed).toEqual({});
  });

  it('should refuse loading when no card in play permits carrying ships (Rulebook "Carried ships")', () => {
    // Arrange
    const s = fleet(false).build();
    const command = load(s.id('Type VI Shuttlecraft'), s.id('U.S.S. Enterprise'));
    // Act
    const result = orders.check(command)(s.game);
    // Assert
    expect(E.isLeft(result) && result.left.rule).toBe('Carried ships');
    expect(legal(s.game).filter((c) => c.type === 'ship.load')).toEqual([]);
  });

  it('should refuse loading an unstaffed ship, which stays in space (Rulebook "Carried ships", 7.1.3)', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Test Mission')
      .table('p1', ['Engage Shuttle Operations'])
      .ship('p1', 'U.S.S. Enterprise', { at: 'Test Mission' })
      .aboard('U.S.S. Enterprise', 'p1', enterpriseCrew)
      .ship('p1', 'Type VI Shuttlecraft', { at: 'Test Mission' })
      .build();
    const command = load(s.id('Type VI Shuttlecraft'), s.id('U.S.S. Enterprise'));
    // Act
    const result = orders.check(command)(s.game);
    // Assert
    expect(E.isLeft(result) && result.left.rule).toBe('7.1.3 Staff a Ship');
    expect(legal(s.game)).not.toContainEqual(command);
  });

  it('should refuse launching an unstaffed carried ship (Rulebook "Carried ships", 7.1.3)', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Test Mission')
      .table('p1', ['Engage Shuttle Operations'])
      .ship('p1', 'U.S.S. Enterprise', { at: 'Test Mission' })
      .aboard('U.S.S. Enterprise', 'p1', enterpriseCrew)
      .ship('p1', 'Type VI Shuttlecraft', { carriedBy: 'U.S.S. Enterprise' })
      .build();
    const command: CarryCommand = { type: 'ship.launch', player: 'p1', ship: s.id('Type VI Shuttlecraft') };
    // Act
    const result = orders.check(command)(s.game);
    // Assert
    expect(E.isLeft(result) && result.left.rule).toBe('7.1.3 Staff a Ship');
    expect(legal(s.game)).not.toContainEqual(command);
  });

  it('should refuse a stopped ship loading (Rulebook 10.2.1)', () => {
    // Arrange
    const s = fleet().modify('Type VI Shuttlecraft', { stopped: true }).build();
    // Act
    const result = orders.check(load(s.id('Type VI Shuttlecraft'), s.id('U.S.S. Enterprise')))(s.game);
    // Assert
    expect(E.isLeft(result) && result.left.rule).toBe('10.2.1 Stopped');
  });

  it('should refuse loading aboard a cloaked ship (Rulebook 7.6)', () => {
    // Arrange
    const s = fleet().modify('U.S.S. Enterprise', { cloaked: true }).build();
    // Act
    const result = orders.check(load(s.id('Type VI Shuttlecraft'), s.id('U.S.S. Enterprise')))(s.game);
    // Assert
    expect(E.isLeft(result) && result.left.rule).toBe('7.6 Cloak');
    expect(legal(s.game).filter((c) => c.type === 'ship.load')).toEqual([]);
  });

  it('should refuse loading aboard an opponent\'s ship (Rulebook "Carried ships": your ships)', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Test Mission')
      .table('p1', ['Engage Shuttle Operations'])
      .ship('p2', 'U.S.S. Enterprise', { at: 'Test Mission' })
      .aboard('U.S.S. Enterprise', 'p2', enterpriseCrew)
      .ship('p1', 'Type VI Shuttlecraft', { at: 'Test Mission' })
      .aboard('Type VI Shuttlecraft', 'p1', ['Data'])
      .build();
    // Act
    const result = orders.check(load(s.id('Type VI Shuttlecraft'), s.id('U.S.S. Enterprise')))(s.game);
    // Assert
    expect(E.isLeft(result) && result.left.message).toMatch(/not your ship/);
  });

  it('should refuse loading a ship at another location (Rulebook "Carried ships")', () => {
    // Arrange
    const s = fleet().mission('p1', 'Avert Disaster').build();
    const moved = orders.apply({
      type: 'ship.move',
      player: 'p1',
      ship: s.id('Type VI Shuttlecraft'),
      to: s.id('Avert Disaster'),
    })(s.game);
    // Act
    const result = orders.check(load(s.id('Type VI Shuttlecraft'), s.id('U.S.S. Enterprise')))(moved);
    // Assert
    expect(E.isLeft(result) && result.left.message).toMatch(/not at the carrier's location/);
  });
});

describe('mayCarry', () => {
  it('should need an ENGINEER aboard the carrier for Engage Shuttle Operations (Rulebook "Carried ships")', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Test Mission')
      .table('p1', ['Engage Shuttle Operations'])
      .ship('p1', 'U.S.S. Enterprise', { at: 'Test Mission' })
      .aboard('U.S.S. Enterprise', 'p1', ['Jean-Luc Picard', 'Tasha Yar', 'Taitt'])
      .ship('p1', 'Type VI Shuttlecraft', { at: 'Test Mission' })
      .aboard('Type VI Shuttlecraft', 'p1', ['Data'])
      .build();
    // Act
    const may = mayCarry(s.id('Type VI Shuttlecraft'), s.id('U.S.S. Enterprise'))(s.game);
    // Assert
    expect(may).toBe(false);
    expect(
      E.isLeft(orders.check(load(s.id('Type VI Shuttlecraft'), s.id('U.S.S. Enterprise')))(s.game)),
    ).toBe(true);
  });

  it('should not let a ship carry itself or a ship that is no shuttlecraft (Engage Shuttle Operations)', () => {
    // Arrange
    const s = fleet().build();
    // Act
    const reverse = mayCarry(s.id('U.S.S. Enterprise'), s.id('Type VI Shuttlecraft'))(s.game);
    // Assert
    expect(reverse).toBe(false);
    expect(orders.check(load(s.id('U.S.S. Enterprise'), s.id('U.S.S. Enterprise')))(s.game)).toEqual(
      E.left(expect.objectContaining({ rule: 'Carried ships' })),
    );
  });
});

describe('tractorBeamCarries', () => {
  it('should read "Tractor Beam (cannot carry ships aboard except shuttlepods)" (Rulebook "Carried ships")', () => {
    // Arrange
    const card = (title: string) => loadCardDatabase().byTitle(title)[0] as never;
    // Act
    const carries = [
      tractorBeamCarries(card('U.S.S. Defiant'), card('Type 18 Shuttlepod')),
      tractorBeamCarries(card('U.S.S. Defiant'), card('Type VI Shuttlecraft')),
      tractorBeamCarries(card('U.S.S. Enterprise'), card('Type VI Shuttlecraft')),
      tractorBeamCarries(card("B'rel"), card('Type VI Shuttlecraft')),
      tractorBeamCarries(card('Apnex'), card('Type VI Shuttlecraft')),
    ];
    // Assert
    expect(carries).toEqual([true, false, true, false, false]);
  });
});

describe('isCarried', () => {
  it('should move a carried ship with its carrier, its own RANGE unused (Rulebook "Carried ships")', () => {
    // Arrange
    const s = carried().mission('p1', 'Avert Disaster').build();
    const shuttle = s.id('Type VI Shuttlecraft');
    // Act
    const next = orders.apply({
      type: 'ship.move',
      player: 'p1',
      ship: s.id('U.S.S. Enterprise'),
      to: s.id('Avert Disaster'),
    })(s.game);
    // Assert
    expect(isCarried(shuttle)(next)).toBe(true);
    expect(locationOf(shuttle)(next)).toEqual(O.some(s.id('Avert Disaster')));
    expect(rangeLeft(shuttle)(next)).toBe(6);
  });

  it('should make a carried ship present with no other ship, but with its crew (Rulebook 12.4)', () => {
    // Arrange
    const s = carried().ship('p2', "I.K.C. K'Vort", { at: 'Test Mission' }).build();
    const shuttle = s.id('Type VI Shuttlecraft');
    // Act
    const present = [s.id('U.S.S. Enterprise'), s.id("I.K.C. K'Vort"), s.id('Data')].map((other) =>
      isPresentWith(shuttle, other)(s.game),
    );
    // Assert
    expect(present).toEqual([false, false, true]);
    expect(isPresentWith(s.id('U.S.S. Enterprise'), s.id("I.K.C. K'Vort"))(s.game)).toBe(true);
  });

  it('should count the crew of a carried ship in its carrier\'s crew (Rulings "carried ships")', () => {
    // Arrange
    const s = carried().build();
    // Act
    const crew = crewOf(s.id('U.S.S. Enterprise'))(s.game);
    // Assert
    expect(crew).toContain(s.id('Data'));
    expect(crewOf(s.id('Type VI Shuttlecraft'))(s.game)).toEqual([s.id('Data')]);
    expect(isPresentWith(s.id('Data'), s.id('Geordi La Forge'))(s.game)).toBe(true);
  });

  it('should refuse a carried ship moving, docking, cloaking or attempting a mission (Rulebook "Carried ships")', () => {
    // Arrange
    const s = carried().mission('p1', 'Avert Disaster').build();
    const ship = s.id('Type VI Shuttlecraft');
    // Act
    const moving = orders.check({ type: 'ship.move', player: 'p1', ship, to: s.id('Avert Disaster') })(
      s.game,
    );
    const attempt = attemptCommands.check({
      type: 'mission.attempt',
      player: 'p1',
      location: s.id('Test Mission'),
      ship,
    })(s.game);
    // Assert
    expect(E.isLeft(moving)).toBe(true);
    expect(E.isLeft(attempt)).toBe(true);
    expect(legal(s.game).filter((c) => 'ship' in c && c.ship === ship)).toEqual([
      { type: 'ship.launch', player: 'p1', ship },
    ]);
  });

  it('should refuse a battle against a carried ship (Rulebook "Carried ships", 12.4)', () => {
    // Arrange
    const s = scenario({ active: 'p2' })
      .mission('p1', 'Test Mission')
      .table('p1', ['Engage Shuttle Operations'])
      .ship('p1', 'U.S.S. Enterprise', { at: 'Test Mission' })
      .aboard('U.S.S. Enterprise', 'p1', enterpriseCrew)
      .ship('p1', 'Type VI Shuttlecraft', { carriedBy: 'U.S.S. Enterprise' })
      .aboard('Type VI Shuttlecraft', 'p1', ['Data'])
      .ship('p2', "I.K.C. K'Vort", { at: 'Test Mission' })
      .aboard("I.K.C. K'Vort", 'p2', ["Kle'eg", 'Gowron'])
      .build();
    const attack = (target: string) =>
      checkInitiate({
        type: 'battle.initiate',
        player: 'p2',
        kind: 'ship',
        location: s.id('Test Mission'),
        attackers: [s.id("I.K.C. K'Vort")],
        target,
      })(s.game);
    // Act
    const carriedTarget = attack(s.id('Type VI Shuttlecraft'));
    // Assert
    expect(E.isLeft(carriedTarget) && carriedTarget.left.rule).toBe('Carried ships');
    expect(attack(s.id('U.S.S. Enterprise'))).toEqual(E.right(undefined));
  });

  it('should damage the carrier when its carried ship is destroyed (Rulebook "Carried ships")', () => {
    // Arrange
    const s = carried().build();
    // Act
    const next = destroy(s.id('Type VI Shuttlecraft'))(s.game);
    // Assert
    expect(getCard(s.id('Type VI Shuttlecraft'))(next).zone).toEqual({ kind: 'discard', player: 'p1' });
    expect(getCard(s.id('U.S.S. Enterprise'))(next).damage).toBe(1);
    expect(getCard(s.id('Data'))(next).zone).toEqual({ kind: 'discard', player: 'p1' });
  });

  it('should destroy an already damaged carrier when its carried ship is destroyed (Rulebook 7.5.1)', () => {
    // Arrange
    const s = carried().modify('U.S.S. Enterprise', { damage: 1 }).build();
    // Act
    const next = destroy(s.id('Type VI Shuttlecraft'))(s.game);
    // Assert
    expect(getCard(s.id('U.S.S. Enterprise'))(next).zone).toEqual({ kind: 'discard', player: 'p1' });
  });

  it('should destroy the carried ships with their destroyed carrier (Rulebook "Leaving Play")', () => {
    // Arrange
    const s = carried().build();
    // Act
    const next = destroy(s.id('U.S.S. Enterprise'))(s.game);
    // Assert
    expect(getCard(s.id('Type VI Shuttlecraft'))(next).zone).toEqual({ kind: 'discard', player: 'p1' });
    expect(getCard(s.id('Data'))(next).zone).toEqual({ kind: 'discard', player: 'p1' });
  });
});

// Helpers

const enterpriseCrew = ['Jean-Luc Picard', 'Geordi La Forge', 'Tasha Yar', 'Taitt'];

const fleet = (withOperations = true) => {
  const base = scenario().mission('p1', 'Test Mission');
  return (withOperations ? base.table('p1', ['Engage Shuttle Operations']) : base)
    .ship('p1', 'U.S.S. Enterprise', { at: 'Test Mission' })
    .aboard('U.S.S. Enterprise', 'p1', enterpriseCrew)
    .ship('p1', 'Type VI Shuttlecraft', { at: 'Test Mission' })
    .aboard('Type VI Shuttlecraft', 'p1', ['Data']);
};

const carried = () =>
  scenario()
    .mission('p1', 'Test Mission')
    .table('p1', ['Engage Shuttle Operations'])
    .ship('p1', 'U.S.S. Enterprise', { at: 'Test Mission' })
    .aboard('U.S.S. Enterprise', 'p1', enterpriseCrew)
    .ship('p1', 'Type VI Shuttlecraft', { carriedBy: 'U.S.S. Enterprise' })
    .aboard('Type VI Shuttlecraft', 'p1', ['Data']);

const load = (ship: string, carrier: string): CarryCommand => ({
  type: 'ship.load',
  player: 'p1',
  ship,
  carrier,
});

const legal = (game: GameState, player: PlayerId = 'p1'): ReadonlyArray<OrderCommand> =>
  // the list `legalActions` gives: order candidates are legal by construction (not filtered by their check)
  orders.candidates(player)(game);
