import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { scenario } from '../game/scenario';
import {
  carriersAt,
  carriersOf,
  checkMayArrive,
  checkMayArriveIn,
  checkMayMoveFrom,
  checkYourShip,
  moversIn,
  zoneOfPlace,
} from './places';

describe('checkMayMoveFrom', () => {
  it('should give the zone of the place the card is at (Rulebook 7.1.1)', () => {
    // Arrange
    const s = docked().build();
    const move = moveOf(s.id('Data'), s.id('U.S.S. Enterprise'), s.id('Federation Outpost'));
    // Act
    const result = checkMayMoveFrom('7.1.1 Beam', move)(s.game);
    // Assert
    expect(result).toEqual(E.right({ kind: 'aboard', carrier: s.id('U.S.S. Enterprise') }));
  });

  it('should refuse a card that is not at the place it moves from, naming the rule (Rulebook 7.1.2)', () => {
    // Arrange
    const s = docked().build();
    const move = moveOf(s.id('Data'), s.id('Federation Outpost'), s.id('U.S.S. Enterprise'));
    // Act
    const result = checkMayMoveFrom('7.1.2 Walk', move)(s.game);
    // Assert
    expect(E.isLeft(result) && result.left.rule).toBe('7.1.2 Walk');
  });

  it("should refuse the opponent's card (Rulebook 7.1.1)", () => {
    // Arrange
    const s = docked().build();
    const move = {
      ...moveOf(s.id('Data'), s.id('U.S.S. Enterprise'), s.id('Federation Outpost')),
      player: 'p2',
    };
    // Act
    const result = checkMayMoveFrom('7.1.1 Beam', move)(s.game);
    // Assert
    expect(E.isLeft(result)).toBe(true);
  });
});

describe('moversIn', () => {
  it("should list each player's own cards aboard that may move, intruders apart (Rulebook 7.1.1)", () => {
    // Arrange
    const s = docked().build();
    const zone = { kind: 'aboard', carrier: s.id('U.S.S. Enterprise') } as const;
    // Act
    const mine = moversIn('7.1.1 Beam', 'p1', zone)(s.game);
    const theirs = moversIn('7.1.1 Beam', 'p2', zone)(s.game);
    // Assert
    expect(mine).toEqual([s.id('Data')]);
    expect(theirs).toEqual([s.id('Gowron')]);
  });
});

describe('checkMayArriveIn', () => {
  it('should refuse a personnel boarding your own incompatible ship, as checkMayArrive does (Rulebook "Compatible")', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Avert Disaster')
      .ship('p1', 'U.S.S. Enterprise', { at: 'Avert Disaster' })
      .surface('Avert Disaster', 'p1', ["Kle'eg"])
      .build();
    const ship = s.id('U.S.S. Enterprise');
    // Act
    const result = checkMayArriveIn(s.id("Kle'eg"), { kind: 'aboard', carrier: ship })(s.game);
    // Assert
    expect(E.isLeft(result) && result.left.rule).toBe('Compatible');
    expect(result).toEqual(checkMayArrive(s.id("Kle'eg"), ship)(s.game));
  });

  it('should refuse a personnel boarding your carried ship when incompatible with its carrier, accept a compatible one (Rulings "carried ships", Rulebook "Compatible")', () => {
    // Arrange: the Non-Aligned Son'a Shuttle is carried by the Romulan Khazara; Data (Federation), Thomas Paris (Non-Aligned)
    const s = scenario()
      .mission('p1', 'Test Mission')
      .ship('p1', 'Khazara', { at: 'Test Mission' })
      .ship('p1', "Son'a Shuttle", { carriedBy: 'Khazara' })
      .ship('p1', 'Runabout', { at: 'Test Mission' })
      .aboard('Runabout', 'p1', ['Data', 'Thomas Paris'])
      .build();
    const shuttle = s.id("Son'a Shuttle");
    // Act
    const data = checkMayArrive(s.id('Data'), shuttle)(s.game);
    const paris = checkMayArrive(s.id('Thomas Paris'), shuttle)(s.game);
    // Assert
    expect(E.isLeft(data) && data.left.rule).toBe('Compatible');
    expect(E.isLeft(data) && data.left.message).toMatch(/Khazara/);
    expect(paris).toEqual(E.right(undefined));
  });

  it('should let a personnel arrive on the planet surface of a place (Rulebook 7.1.1)', () => {
    // Arrange
    const s = docked().build();
    const surface = zoneOfPlace(s.id('Test Mission'))(s.game);
    // Act
    const result = O.isSome(surface) && checkMayArriveIn(s.id('Data'), surface.value)(s.game);
    // Assert
    expect(surface).toEqual(O.some(expect.objectContaining({ kind: 'planetSurface' })));
    expect(result).toEqual(E.right(undefined));
  });
});

describe('carriersAt', () => {
  it('should list the ships and facilities at a location, each docked ship after its facility (Rulebook 7.1)', () => {
    // Arrange
    const s = docked().ship('p2', 'Runabout', { at: 'Test Mission' }).build();
    // Act
    const carriers = carriersAt(s.id('Test Mission'))(s.game);
    // Assert
    expect(carriers).toEqual([s.id('Federation Outpost'), s.id('U.S.S. Enterprise'), s.id('Runabout')]);
  });
});

describe('carriersOf', () => {
  it("should list a player's own ships, or facilities, in play (Rulebook 7.1)", () => {
    // Arrange
    const s = docked().ship('p2', 'Runabout', { at: 'Test Mission' }).build();
    // Act
    const lists = [
      carriersOf('p1', 'Ship')(s.game),
      carriersOf('p1', 'Facility')(s.game),
      carriersOf('p2', 'Ship')(s.game),
      carriersOf('p2', 'Facility')(s.game),
    ];
    // Assert
    expect(lists).toEqual([
      [s.id('U.S.S. Enterprise')],
      [s.id('Federation Outpost')],
      [s.id('Runabout')],
      [],
    ]);
  });
});

describe('checkYourShip', () => {
  it("should give the card of the player's own ship (Rulebook 7.1.5)", () => {
    // Arrange
    const s = docked().build();
    // Act
    const result = checkYourShip('7.1.5 Move', 'p1', s.id('U.S.S. Enterprise'))(s.game);
    // Assert
    expect(E.isRight(result) && result.right.controller).toBe('p1');
  });

  it("should refuse the opponent's ship and a facility, naming the rule (Rulebook 7.1.4)", () => {
    // Arrange
    const s = docked().build();
    // Act
    const theirs = checkYourShip('7.1.4 Dock & Undock', 'p2', s.id('U.S.S. Enterprise'))(s.game);
    const facility = checkYourShip('7.1.4 Dock & Undock', 'p1', s.id('Federation Outpost'))(s.game);
    // Assert
    expect(E.isLeft(theirs) && theirs.left.rule).toBe('7.1.4 Dock & Undock');
    expect(E.isLeft(facility) && facility.left.message).toContain('is not your ship');
  });
});

// Helpers

const docked = () =>
  scenario()
    .mission('p1', 'Test Mission')
    .facility('p1', 'Federation Outpost', { at: 'Test Mission' })
    .ship('p1', 'U.S.S. Enterprise', { dockedAt: 'Federation Outpost' })
    .aboard('U.S.S. Enterprise', 'p1', ['Data'])
    .aboard('U.S.S. Enterprise', 'p2', ['Gowron']);

const moveOf = (card: string, from: string, to: string) =>
  ({ type: 'card.walk', player: 'p1', card, from, to }) as const;

describe('zoneOfPlace', () => {
  it('should name the planet of a shared mission by its location only, the other mission card naming no place (Rulebook "Shared missions" L229)', () => {
    // Arrange: p2's Aftermath II shares the location of p1's Aftermath ("Lifeless Planet")
    const s = scenario().mission('p1', 'Aftermath').mission('p2', 'Aftermath II').build();
    const location = s.game.cards[s.id('Aftermath II')]?.zone;
    // Act
    const byLocation = zoneOfPlace(s.id('Aftermath'))(s.game);
    const byOtherCard = zoneOfPlace(s.id('Aftermath II'))(s.game);
    // Assert
    expect(location).toEqual({ kind: 'spaceline', location: s.id('Aftermath') });
    expect(byLocation).toEqual(O.some({ kind: 'planetSurface', location: s.id('Aftermath') }));
    expect(byOtherCard).toEqual(O.none);
  });
});
