import { markersOn } from '../cards-in-play/damage-markers';
import { cardsIn, getCard } from '../core/game-state';
import { fromSeed } from '../core/random';
import { scenario } from '../game/scenario';
import { endTurn } from '../turn/end-of-turn-draw';
import { passTurn } from '../turn/turn';
import { fullTurnsDocked, performsRepairs, removeOneMarker, repairAtEndOfTurn } from './repair';
import { placeMarker } from './tactics-damage';

describe('performsRepairs', () => {
  it('should repair at an outpost, not at a station (Rulebook 7.5.2: "an outpost (or other facility that performs repairs)")', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Test Mission')
      .facility('p1', 'Federation Outpost', { at: 'Test Mission' })
      .mission('p1', 'Avert Disaster')
      .facility('p1', 'Terok Nor', { at: 'Avert Disaster' })
      .build();
    // Act & Assert
    expect(performsRepairs(s.id('Federation Outpost'))(s.game)).toBe(true);
    expect(performsRepairs(s.id('Terok Nor'))(s.game)).toBe(false);
  });
});

describe('fullTurnsDocked', () => {
  it('should not count the turn it docked, and count the turn now ending (Rulebook 7.5.2, 12.2)', () => {
    // Arrange
    const s = damagedDockedOnTurn(3).build();
    const ship = s.id('U.S.S. Galaxy');
    // Act
    const counts = [s.game, passTurn(s.game), passTurn(passTurn(s.game))].map((g) =>
      fullTurnsDocked(ship)(g),
    );
    // Assert
    expect(counts).toEqual([0, 1, 2]);
  });
});

describe('repairAtEndOfTurn', () => {
  it('should repair rotation damage after two full turns docked at an outpost (Rulebook 7.5.2 Repair)', () => {
    // Arrange: docked on p1's turn 3; turn 4 is p2's, turn 5 p1's
    const s = damagedDockedOnTurn(3).build();
    const turn5 = passTurn(passTurn(s.game));
    // Act
    const repaired = endTurn(turn5);
    // Assert
    expect(getCard(s.id('U.S.S. Galaxy'))(repaired).damage).toBe(0);
    expect(repaired.chronicle.map((e) => e.text)).toContain(
      `U.S.S. Galaxy (${s.id('U.S.S. Galaxy')}) is repaired: one damage marker removed`,
    );
  });

  it('should not repair before two full turns, nor on the turn it docked (Rulebook 7.5.2 Repair)', () => {
    // Arrange
    const s = damagedDockedOnTurn(3).build();
    // Act
    const onDockingTurn = repairAtEndOfTurn(s.game);
    const oneTurnLater = repairAtEndOfTurn(passTurn(s.game));
    // Assert
    expect(getCard(s.id('U.S.S. Galaxy'))(onDockingTurn).damage).toBe(1);
    expect(getCard(s.id('U.S.S. Galaxy'))(oneTurnLater).damage).toBe(1);
  });

  it('should repair only at the end of the ship\'s owner\'s turns (Rulebook 7.5.2: "at the end of each of your turns")', () => {
    // Arrange: docked on turn 3; at the end of p2's turn 6 it has been docked two full turns
    const s = damagedDockedOnTurn(3).build();
    const turn6 = passTurn(passTurn(passTurn(s.game)));
    // Act
    const afterOpponentsTurn = repairAtEndOfTurn(turn6);
    // Assert
    expect(turn6.turn.active).toBe('p2');
    expect(getCard(s.id('U.S.S. Galaxy'))(afterOpponentsTurn).damage).toBe(1);
  });

  it('should not repair a ship in space, however long it waits (Rulebook 7.5.2 Repair)', () => {
    // Arrange
    const s = scenario({ turn: 9 })
      .mission('p1', 'Test Mission')
      .ship('p1', 'U.S.S. Galaxy', { at: 'Test Mission' })
      .modify('U.S.S. Galaxy', { damage: 1, dockedOnTurn: 1 })
      .build();
    // Act
    const next = repairAtEndOfTurn(s.game);
    // Assert
    expect(next).toBe(s.game);
  });
});

describe('repairAtEndOfTurn with tactics damage', () => {
  it('should retrieve one tactics damage marker at random after one full turn docked (Rulebook 7.5.2 Repair)', () => {
    // Arrange: docked on p1's turn 3, two markers of p2's; turn 5 is p1's next turn
    const s = tacticsDamagedDockedOnTurn(3);
    const ship = s.id('U.S.S. Galaxy');
    const turn5 = passTurn(passTurn(s.game));
    // Act
    const onDockingTurn = repairAtEndOfTurn(s.game);
    const repaired = repairAtEndOfTurn(turn5);
    // Assert
    expect(markersOn(ship)(onDockingTurn)).toHaveLength(2);
    expect(markersOn(ship)(repaired)).toHaveLength(1);
    const [retrieved] = cardsIn({ kind: 'sideDeck', player: 'p2', name: 'Battle Bridge Door' })(repaired);
    expect(retrieved !== undefined && getCard(retrieved)(repaired).faceUp).toBe(true);
    expect(getCard(ship)(repaired).damage).toBe(0);
  });
});

describe('removeOneMarker', () => {
  it('should choose the tactics damage marker with the game\'s random numbers (Rulebook 7.5.2: "random selection")', () => {
    // Arrange
    const s = tacticsDamagedDockedOnTurn(3);
    const ship = s.id('U.S.S. Galaxy');
    // Act
    const left = [1, 2, 3, 4, 5, 6].map(
      (seed) => markersOn(ship)(removeOneMarker(ship)({ ...s.game, random: fromSeed(seed) }))[0],
    );
    // Assert
    expect(new Set(left)).toEqual(new Set([s.id('Phaser Banks'), s.id('Photon Torpedo')]));
  });
});

// Helpers

const tacticsDamagedDockedOnTurn = (turn: number) => {
  const s = scenario({ turn })
    .mission('p1', 'Test Mission')
    .facility('p1', 'Federation Outpost', { at: 'Test Mission' })
    .ship('p1', 'U.S.S. Galaxy', { dockedAt: 'Federation Outpost' })
    .modify('U.S.S. Galaxy', { dockedOnTurn: turn })
    .table('p2', ['Battle Bridge Door'])
    .place('p2', { kind: 'sideDeck', player: 'p2', name: 'Battle Bridge Door' }, [
      'Phaser Banks',
      'Photon Torpedo',
    ])
    .build();
  const ship = s.id('U.S.S. Galaxy');
  const game = placeMarker(s.id('Photon Torpedo'), ship)(placeMarker(s.id('Phaser Banks'), ship)(s.game));
  return { ...s, game };
};

const damagedDockedOnTurn = (turn: number) =>
  scenario({ turn })
    .mission('p1', 'Test Mission')
    .facility('p1', 'Federation Outpost', { at: 'Test Mission' })
    .ship('p1', 'U.S.S. Galaxy', { dockedAt: 'Federation Outpost' })
    .modify('U.S.S. Galaxy', { damage: 1, dockedOnTurn: turn });
