import { onTurn, refusal, send } from '../../cards/effects/play-test-support';
import * as Decisions from '../game/decisions';
import { checkInvariants } from '../game/invariants';
import type { ScenarioBuilder } from '../game/scenario';
import type { TimeTravelShip } from './time-travel';

describe('timeTravelCandidates', () => {
  it('should list the time travel of a [Films] ship to the time location corresponding to its location, by Slingshot Effect (Rulebook "Time Travel")', () => {
    // Arrange
    const s = atKhitomer().build();
    // Act
    const listed = timeTravelsOf(s.game);
    // Assert
    expect(listed).toEqual([travel(s.id(AMAR), s.id(CAMP), s.id(SLINGSHOT))]);
  });

  it('should list nothing without a card that permits time travel (Rulebook "Time Travel": "not legal unless expressly permitted")', () => {
    // Arrange
    const s = atKhitomer(false).build();
    // Act
    const listed = timeTravelsOf(s.game);
    // Assert
    expect(listed).toEqual([]);
  });
});

describe('checkTimeTravel', () => {
  it('should refuse time travel when no card permits it, the game unchanged (Rulebook "Time Travel")', () => {
    // Arrange
    const s = atKhitomer(false).place('p1', { kind: 'table', player: 'p1' }, ['Red Alert!']).build();
    const command = travel(s.id(AMAR), s.id(CAMP), s.id('Red Alert!'));
    // Act
    const rule = refusal(s.game, command);
    // Assert
    expect(rule).toBe('Time Travel');
  });

  it('should refuse a ship the card does not name: Slingshot Effect lets [Films] ships time travel (Rulebook "Time Travel")', () => {
    // Arrange
    const s = atKhitomer()
      .ship('p1', "I.K.C. K'Vort", { at: RESEARCH })
      .aboard("I.K.C. K'Vort", 'p1', ['Kargan'])
      .build();
    // Act
    const rule = refusal(s.game, travel(s.id("I.K.C. K'Vort"), s.id(CAMP), s.id(SLINGSHOT)));
    // Assert
    expect(rule).toBe('Time Travel');
  });

  it('should refuse a stopped ship: stopped cards may not time travel (Rulebook 10.2.1 Stopped)', () => {
    // Arrange
    const s = atKhitomer().modify(AMAR, { stopped: true }).build();
    // Act
    const rule = refusal(s.game, travel(s.id(AMAR), s.id(CAMP), s.id(SLINGSHOT)));
    // Assert
    expect(rule).toBe('10.2.1 Stopped');
    expect(timeTravelsOf(s.game)).toEqual([]);
  });

  it('should refuse a destination that is not the corresponding location (Rulebook "Time Travel")', () => {
    // Arrange
    const s = atKhitomer().mission('p2', 'Avert Disaster').build();
    // Act
    const rule = refusal(s.game, travel(s.id(AMAR), s.id('Avert Disaster'), s.id(SLINGSHOT)));
    // Assert
    expect(rule).toBe('Time Travel');
  });

  it('should refuse a second time travel the same turn: "Once each turn" (Rulings "once each turn")', () => {
    // Arrange
    const s = atKhitomer().build();
    const there = send(s.game, travel(s.id(AMAR), s.id(CAMP), s.id(SLINGSHOT)));
    // Act
    const rule = refusal(there, travel(s.id(AMAR), s.id(RESEARCH), s.id(SLINGSHOT)));
    // Assert
    expect(rule).toBe('Rulings "once each turn"');
    expect(timeTravelsOf(there)).toEqual([]);
  });

  it('should refuse moving to a time location along the spaceline: only time travel reaches it (Rulebook "Time Travel")', () => {
    // Arrange
    const s = atKhitomer().build();
    // Act
    const rule = refusal(s.game, { type: 'ship.move', player: 'p1', ship: s.id(AMAR), to: s.id(CAMP) });
    // Assert
    expect(rule).toBe('Time Travel');
  });
});

describe('timeTravel', () => {
  it('should take the ship and its crew to the time location, using no RANGE, and back next turn (Rulebook "Time Travel")', () => {
    // Arrange
    const s = atKhitomer().build();
    // Act
    const there = send(s.game, travel(s.id(AMAR), s.id(CAMP), s.id(SLINGSHOT)));
    // Assert
    expect(there.cards[s.id(AMAR)]?.zone).toEqual({ kind: 'atLocation', location: s.id(CAMP) });
    expect(there.cards[s.id('Karnog')]?.zone).toEqual({ kind: 'aboard', carrier: s.id(AMAR) });
    expect(there.orders.rangeUsed[s.id(AMAR)] ?? 0).toBe(0);
    expect(checkInvariants(there)).toEqual([]);
  });

  it('should let the ship time travel back to the corresponding spaceline location (Rulebook "Time Travel")', () => {
    // Arrange
    const s = atKhitomer().build();
    const there = {
      ...send(s.game, travel(s.id(AMAR), s.id(CAMP), s.id(SLINGSHOT))),
      textThisTurn: undefined,
    };
    // Act
    const listed = timeTravelsOf(there);
    const back = send(there, travel(s.id(AMAR), s.id(RESEARCH), s.id(SLINGSHOT)));
    // Assert
    expect(listed).toEqual([travel(s.id(AMAR), s.id(RESEARCH), s.id(SLINGSHOT))]);
    expect(back.cards[s.id(AMAR)]?.zone).toEqual({ kind: 'atLocation', location: s.id(RESEARCH) });
  });
});

describe('Wormhole to a time location', () => {
  it('should relocate your ship to a time location: "Play the other at any location (even a time location)" (Rulebook "Time Travel")', () => {
    // Arrange
    const s = atKhitomer(false).hand('p1', ['Wormhole', 'Wormhole']).build();
    const [first, second] = s.ids('Wormhole') as [string, string];
    const command = {
      type: 'card.play',
      player: 'p1',
      card: first,
      kind: 'interrupt',
      target: { card: s.id(AMAR) },
      wormhole: { pair: second, destination: s.id(CAMP) },
    } as const;
    // Act
    const listed = Decisions.legalActions(s.game);
    const after = send(s.game, command);
    // Assert
    expect(listed).toContainEqual(command);
    expect(after.cards[s.id(AMAR)]?.zone).toEqual({ kind: 'atLocation', location: s.id(CAMP) });
    expect(after.cards[s.id(AMAR)]?.stopped).toBe(true);
  });
});

// Helpers

const CAMP = 'Camp Khitomer';
const RESEARCH = 'Khitomer Research';
const SLINGSHOT = 'Slingshot Effect';
const AMAR = 'I.K.S. Amar';

/** p1's [Films] I.K.S. Amar, staffed by Karnog, at Khitomer Research; Camp Khitomer in play; Slingshot Effect if asked. */
const atKhitomer = (slingshot = true): ScenarioBuilder => {
  const base = onTurn()
    .mission('p1', RESEARCH)
    .timeLocation('p1', CAMP)
    .ship('p1', AMAR, { at: RESEARCH })
    .aboard(AMAR, 'p1', ['Karnog']);
  return slingshot ? base.table('p1', [SLINGSHOT]) : base;
};

const travel = (ship: string, to: string, by: string): TimeTravelShip => ({
  type: 'ship.timeTravel',
  player: 'p1',
  ship,
  to,
  by,
});

const timeTravelsOf = (game: Parameters<typeof Decisions.legalActions>[0]) =>
  Decisions.legalActions(game).filter((c) => c.type === 'ship.timeTravel');
