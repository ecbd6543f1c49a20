import { checkInvariants } from '../game/invariants';
import { scenario } from '../game/scenario';
import { disappear, reappearDue } from './disappearance';

const docked = () =>
  scenario()
    .mission('p1', 'Test Mission')
    .facility('p1', 'Federation Outpost', { at: 'Test Mission' })
    .ship('p1', 'U.S.S. Enterprise', { dockedAt: 'Federation Outpost' })
    .aboard('U.S.S. Enterprise', 'p1', ['Data'])
    .build();

describe('disappear', () => {
  it('should move the ship and the cards aboard it out of play, keeping the bookkeeping whole (Temporal Rift)', () => {
    // Arrange
    const s = docked();
    const ship = s.id('U.S.S. Enterprise');
    // Act
    const gone = disappear(ship, { endOfTurn: 3 })(s.game);
    // Assert
    expect(gone.cards[ship]?.zone).toEqual({
      kind: 'disappeared',
      location: s.id('Test Mission'),
      from: { kind: 'docked', facility: s.id('Federation Outpost') },
      until: { endOfTurn: 3 },
    });
    expect(gone.cards[s.id('Data')]?.zone).toEqual({
      kind: 'disappeared',
      location: s.id('Test Mission'),
      from: { kind: 'aboard', carrier: ship },
    });
    expect(checkInvariants(gone)).toEqual([]);
  });
});

describe('reappearDue', () => {
  it('should leave a ship gone before its return time (Time Travel Pod: "Pre-announce the return time")', () => {
    // Arrange
    const s = docked();
    const gone = disappear(s.id('U.S.S. Enterprise'), { endOfTurn: s.game.turn.number + 1 })(s.game);
    // Act
    const after = reappearDue(gone);
    // Assert
    expect(after).toBe(gone);
  });

  it('should bring a ship back docked where it was, with its crew aboard (Temporal Rift: "reappears here")', () => {
    // Arrange
    const s = docked();
    const ship = s.id('U.S.S. Enterprise');
    const gone = disappear(ship, { endOfTurn: s.game.turn.number })(s.game);
    // Act
    const after = reappearDue(gone);
    // Assert
    expect(after.cards[ship]?.zone).toEqual({ kind: 'docked', facility: s.id('Federation Outpost') });
    expect(after.cards[s.id('Data')]?.zone).toEqual({ kind: 'aboard', carrier: ship });
    expect(checkInvariants(after)).toEqual([]);
  });
});
