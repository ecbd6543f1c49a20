import { scenario } from '../game/scenario';
import { destructionResponses } from './escape-pod';

describe('destructionResponses', () => {
  it('should offer a play on each ship being destroyed still in play, none on another action (Escape Pod)', () => {
    // Arrange
    const s = scenario()
      .mission('p1', HERE)
      .ship('p2', 'U.S.S. Miranda', { at: HERE })
      .hand('p2', ['Escape Pod'])
      .build();
    const [pod, ship] = [s.id('Escape Pod'), s.id('U.S.S. Miranda')];
    const trigger = { type: 'shipBeingDestroyed' } as const;
    // Act
    const plays = destructionResponses('p2', pod, trigger, {
      kind: 'shipsBeingDestroyed',
      player: 'p1',
      cards: [ship],
    })(s.game);
    const none = destructionResponses('p2', pod, trigger, {
      kind: 'personnelKilled',
      player: 'p1',
      cards: [ship],
    })(s.game);
    // Assert
    expect(plays).toEqual([
      { type: 'card.play', player: 'p2', card: pod, kind: 'interrupt', target: { card: ship } },
    ]);
    expect(none).toEqual([]);
  });
});

// Helpers

const HERE = 'Wormhole Negotiations';
