import * as E from 'fp-ts/Either';
import { scenario } from '../game/scenario';
import { checkMayEnterWormhole, relocateThroughWormhole } from './wormhole';

describe('checkMayEnterWormhole', () => {
  it('should refuse on the opponent\'s turn: it plays as your ship begins to move (Rulings "Wormhole")', () => {
    // Arrange
    const s = line({ active: 'p2', pending: { player: 'p2', decision: 'turn.act' } }).build();
    // Act
    const result = checkMayEnterWormhole('p1', s.id('Runabout'))(s.game);
    // Assert
    expect(E.isLeft(result) && result.left.rule).toBe('Wormhole');
  });

  it('should refuse a docked ship (Rulings "docked ships")', () => {
    // Arrange
    const s = line()
      .facility('p1', 'Federation Outpost', { at: 'Avert Disaster' })
      .ship('p1', 'U.S.S. Galaxy', { dockedAt: 'Federation Outpost' })
      .aboard('U.S.S. Galaxy', 'p1', ['Worf', 'Tasha Yar', 'Geordi La Forge'])
      .build();
    // Act
    const result = checkMayEnterWormhole('p1', s.id('U.S.S. Galaxy'))(s.game);
    // Assert
    expect(E.isLeft(result) && result.left.rule).toBe('Wormhole');
  });

  it('should allow your staffed, unstopped, undocked ship on your turn (Rulings "Wormhole")', () => {
    // Arrange
    const s = line().build();
    // Act
    const result = checkMayEnterWormhole('p1', s.id('Runabout'))(s.game);
    // Assert
    expect(result).toEqual(E.right(s.id('Avert Disaster')));
  });
});

describe('relocateThroughWormhole', () => {
  it('should move the ship without using RANGE or passing anything, stopping it there (Rulings "passing locations")', () => {
    // Arrange
    const s = line().hand('p1', ['Wormhole']).build();
    const [ship, nebula] = [s.id('Runabout'), s.id('Study Nebula')];
    // Act
    const after = relocateThroughWormhole(ship, { pair: s.id('Wormhole'), destination: nebula })(s.game);
    // Assert
    expect(after.cards[ship]?.zone).toEqual({ kind: 'atLocation', location: nebula });
    expect(after.cards[ship]?.stopped).toBe(true);
    expect(after.orders.rangeUsed).toEqual({});
    expect(after.cards[s.id('Wormhole')]?.zone).toEqual({ kind: 'discard', player: 'p1' });
  });
});

// Helpers

const line = (
  options: Parameters<typeof scenario>[0] = { pending: { player: 'p1', decision: 'turn.act' } },
) =>
  scenario(options)
    .mission('p1', 'Avert Disaster')
    .mission('p1', 'Excavation')
    .mission('p1', 'Study Nebula')
    .ship('p1', 'Runabout', { at: 'Avert Disaster' })
    .aboard('Runabout', 'p1', ['Data']);
