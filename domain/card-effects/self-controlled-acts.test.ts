import { onTurn } from '../../cards/effects/play-test-support';
import { placeInSpace, SELF_CONTROLLED } from '../battle-rules/self-controlled';
import type { TurnStep } from '../core/turn-step';
import { dueBattle, hasActDue, hasBattleDue, hasMoveDue, isBetweenActions } from './self-controlled-acts';
import { atStartOfTurn } from './start-of-turn';

const STEPS: ReadonlyArray<TurnStep> = [
  'startOfTurn',
  'playingCards',
  'endingTurn',
  'endOfTurnChoices',
  'endOfTurn',
  'cardDrawn',
];

describe('hasBattleDue', () => {
  it('should find the Rogue Borg battle once the start of the turn demanded it, at the steps that run battles, and none before (Rogue Borg Mercenaries: "at start of every players\' turn")', () => {
    // Arrange
    const s = rogueBorgAboard();
    // Act
    const before = STEPS.filter((step) => hasBattleDue(step)(s.game));
    const due = STEPS.filter((step) => hasBattleDue(step)(atStartOfTurn(s.game)));
    // Assert
    expect(before).toEqual([]);
    expect(due).toEqual(['startOfTurn', 'playingCards', 'endOfTurn']);
  });

  it('should find the Borg Ship attack at the end of the turn only (Borg Ship: "End of every turn: Attacks all ships")', () => {
    // Arrange
    const s = borgShipWithShip();
    // Act
    const due = STEPS.filter((step) => hasBattleDue(step)(s.game));
    // Assert
    expect(due).toEqual(['endOfTurn']);
  });
});

describe('hasMoveDue', () => {
  it('should find the Borg Ship move at the end of the turn only (Borg Ship: "then moves")', () => {
    // Arrange
    const s = borgShipWithShip();
    // Act
    const due = STEPS.filter((step) => hasMoveDue(step)(s.game));
    // Assert
    expect(due).toEqual(['endOfTurn']);
  });
});

describe('hasActDue', () => {
  it('should find nothing due at any step when no self-controlled card is in play (Rulings "battle")', () => {
    // Arrange
    const s = onTurn().mission('p1', { title: 'Test Mission', label: 'A' }).build();
    // Act
    const due = STEPS.filter((step) => hasActDue(step)(s.game));
    // Assert
    expect(due).toEqual([]);
  });
});

describe('isBetweenActions', () => {
  it('should hold between the active player\'s actions only, where one battle is fought at a time (Rulebook "Playing the Game")', () => {
    // Act
    const steps = STEPS.filter(isBetweenActions);
    // Assert
    expect(steps).toEqual(['playingCards']);
  });
});

describe('dueBattle', () => {
  it('should give the Rogue Borg crew battle at the start of the turn (Rulebook 7.4 "Rogue Borg battle")', () => {
    // Arrange
    const s = rogueBorgAboard();
    // Act
    const { game, attack } = dueBattle('startOfTurn')(atStartOfTurn(s.game));
    // Assert
    expect(attack).toMatchObject({
      kind: 'rogueBorg',
      attackers: [s.id('borg')],
      defenders: [s.id('Mendon')],
    });
    expect(hasBattleDue('startOfTurn')(game)).toBe(false);
  });

  it('should give the Borg Ship attack on the ships at its location at the end of the turn (Borg Ship)', () => {
    // Arrange
    const s = borgShipWithShip();
    // Act
    const { game, attack } = dueBattle('endOfTurn')(s.game);
    // Assert
    expect(attack).toMatchObject({
      kind: 'selfControlled',
      attacker: s.id('Borg Ship'),
      targets: [s.id('U.S.S. Enterprise')],
    });
    expect([hasBattleDue('endOfTurn')(game), hasMoveDue('endOfTurn')(game)]).toEqual([false, true]);
  });
});

// Helpers

/** p2's Enterprise with Mendon aboard, and a self-controlled Rogue Borg Mercenaries (`borg`) aboard with him. */
const rogueBorgAboard = () =>
  onTurn()
    .mission('p1', { title: 'Test Mission', label: 'A' })
    .ship('p2', 'U.S.S. Enterprise', { at: 'A' })
    .aboard('U.S.S. Enterprise', 'p2', ['Mendon'])
    .aboard('U.S.S. Enterprise', 'p1', [{ title: 'Rogue Borg Mercenaries', label: 'borg' }])
    .modify('borg', { controller: SELF_CONTROLLED })
    .build();

/** The Borg Ship in space at B, heading for A, with p1's Enterprise there. */
const borgShipWithShip = () => {
  const s = onTurn()
    .mission('p1', { title: 'Test Mission', label: 'A' })
    .mission('p1', { title: 'Study Nebula', label: 'B' })
    .seed('A', 'p2', ['Borg Ship'])
    .ship('p1', 'U.S.S. Enterprise', { at: 'B' })
    .aboard('U.S.S. Enterprise', 'p1', ['Jean-Luc Picard'])
    .build();
  return { ...s, game: placeInSpace(s.id('Borg Ship'), s.id('B'), s.id('A'))(s.game) };
};
