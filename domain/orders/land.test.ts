import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { loadCardDatabase } from '../../cards/database';
import type { GameState, PlayerId } from '../core/game-state';
import { scenario } from '../game/scenario';
import { type OrderCommand, orders } from './index';
import { checkShipInSpace, isLanded, type LandCommand, landingAbility } from './land';
import { rangeLeft, resetRange } from './turn-state';

describe('landingAbility', () => {
  it('should find no Premiere ship able to land (Rulebook 7.1.6)', () => {
    // Arrange
    const premiereShips = loadCardDatabase().all.filter((b) => b.type === 'Ship' && b.release === 'premiere');
    // Act
    const landers = premiereShips.filter((b) => O.isSome(landingAbility(b)));
    // Assert
    expect(premiereShips.length).toBeGreaterThan(30);
    expect(landers).toEqual([]);
  });

  it('should read the limit and RANGE a ship text gives its landings (Rulebook 7.1.6)', () => {
    // Arrange
    const ability = (title: string) => landingAbility(loadCardDatabase().byTitle(title)[0] as never);
    // Act
    const abilities = ['Shuttle Galileo', 'Vulcan Lander (Nemesis)', 'Phoenix', 'Val Jean'].map(ability);
    // Assert
    expect(abilities).toEqual([
      O.some({ range: 0, limit: 'onceEachTurn' }),
      O.some({ range: 1, limit: 'unlimited' }),
      O.some({ range: 0, limit: 'oncePerGame' }),
      O.none,
    ]);
  });
});

describe('checkShipInSpace', () => {
  it('should give a ship in space its location, and refuse a docked or a landed one by their rules (Rulebook 7.1.4, 7.1.6)', () => {
    // Arrange
    const s = galileo('Avert Disaster')
      .facility('p1', 'Federation Outpost', { at: 'Avert Disaster' })
      .ship('p1', 'Runabout', { dockedAt: 'Federation Outpost' })
      .build();
    const landed = orders.apply(landOf(s.id('Shuttle Galileo')))(s.game);
    const check = (ship: string, game: GameState) => checkShipInSpace('Time Travel', 'p1', s.id(ship))(game);
    // Act
    const results = [
      check('Shuttle Galileo', s.game),
      check('Runabout', s.game),
      check('Shuttle Galileo', landed),
      checkShipInSpace('Time Travel', 'p2', s.id('Shuttle Galileo'))(s.game),
    ];
    // Assert
    expect(results.map((r) => (E.isLeft(r) ? r.left.rule : r.right))).toEqual([
      s.id('Avert Disaster'),
      '7.1.4 Dock & Undock',
      '7.1.6 Land',
      'Time Travel',
    ]);
  });
});

describe('checkLand', () => {
  it('should offer and apply landing a staffed shuttle on a planet (Rulebook 7.1.6)', () => {
    // Arrange
    const s = galileo('Avert Disaster').build();
    const command = landOf(s.id('Shuttle Galileo'));
    // Act
    const next = orders.apply(command)(s.game);
    // Assert
    expect(legal(s.game)).toContainEqual(command);
    expect(isLanded(s.id('Shuttle Galileo'))(next)).toBe(true);
  });

  it('should refuse a second landing or take-off in one turn to a once-each-turn ship (Rulebook 7.1.6)', () => {
    // Arrange
    const s = galileo('Avert Disaster').build();
    const ship = s.id('Shuttle Galileo');
    const landed = orders.apply(landOf(ship))(s.game);
    const takeOff: LandCommand = { type: 'ship.takeOff', player: 'p1', ship };
    // Act
    const sameTurn = orders.check(takeOff)(landed);
    const nextTurn = orders.check(takeOff)(resetRange(landed));
    // Assert
    expect(E.isLeft(sameTurn) && sameTurn.left.rule).toBe('7.1.6 Land & Take Off');
    expect(legal(landed)).not.toContainEqual(takeOff);
    expect(nextTurn).toEqual(E.right(undefined));
  });

  it('should refuse landing at a space location (Rulebook 7.1.6)', () => {
    // Arrange
    const s = galileo('Test Mission').build();
    // Act
    const result = orders.check(landOf(s.id('Shuttle Galileo')))(s.game);
    // Assert
    expect(E.isLeft(result) && result.left.message).toMatch(/planet/);
  });

  it('should refuse landing without a matching personnel aboard (Rulebook 7.1.3)', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Avert Disaster')
      .ship('p1', 'Shuttle Galileo', { at: 'Avert Disaster' })
      .build();
    // Act
    const result = orders.check(landOf(s.id('Shuttle Galileo')))(s.game);
    // Assert
    expect(E.isLeft(result) && result.left.rule).toBe('7.1.3 Staff a Ship');
  });

  it('should spend the RANGE a lander states (Rulebook 7.1.6)', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Avert Disaster')
      .ship('p1', 'Vulcan Lander (Nemesis)', { at: 'Avert Disaster' })
      .aboard('Vulcan Lander (Nemesis)', 'p1', ['Solkar (Nemesis)', 'Sevek (Nemesis)'])
      .build();
    const ship = s.id('Vulcan Lander (Nemesis)');
    // Act
    const next = orders.apply(landOf(ship))(s.game);
    // Assert
    expect(rangeLeft(ship)(next)).toBe(rangeLeft(ship)(s.game) - 1);
  });

  it('should refuse to move a landed ship along the spaceline (Rulebook 7.1.6)', () => {
    // Arrange
    const s = galileo('Avert Disaster')
      .mission('p1', 'Test Mission')
      .modify('Shuttle Galileo', { landed: true })
      .build();
    // Act
    const result = orders.check({
      type: 'ship.move',
      player: 'p1',
      ship: s.id('Shuttle Galileo'),
      to: s.id('Test Mission'),
    })(s.game);
    // Assert
    expect(E.isLeft(result) && result.left.message).toMatch(/landed/);
  });
});

// Helpers

const galileo = (mission: string) =>
  scenario()
    .mission('p1', mission)
    .ship('p1', 'Shuttle Galileo', { at: mission })
    .aboard('Shuttle Galileo', 'p1', ['Data']);

const landOf = (ship: string): LandCommand => ({ type: 'ship.land', player: 'p1', ship });

const legal = (game: GameState, player: PlayerId = 'p1'): ReadonlyArray<OrderCommand> =>
  // the list `legalActions` gives: order candidates are legal by construction (not filtered by their check)
  orders.candidates(player)(game);
