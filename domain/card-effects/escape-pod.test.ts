import { type GameState, moveCard } from '../core/game-state';
import { apply } from '../game/decisions';
import { type ScenarioBuilder, scenario } from '../game/scenario';
import { destructionResponses, isPod, rescue, rescueAt, saveCrewInPod } from './escape-pod';

describe('saveCrewInPod', () => {
  it('should place the pod on the ship\'s location and its crew on the pod (Escape Pod: "saves entire crew")', () => {
    // Arrange
    const s = scenario()
      .mission('p1', HERE)
      .ship('p2', 'U.S.S. Miranda', { at: HERE })
      .aboard('U.S.S. Miranda', 'p2', ['Jean-Luc Picard', 'Data'])
      .discard('p2', ['Escape Pod'])
      .build();
    const [pod, ship] = [s.id('Escape Pod'), s.id('U.S.S. Miranda')];
    // Act
    const game = saveCrewInPod({ type: 'saveCrewInPod' }, choices(pod, ship))(s.game);
    // Assert
    expect(game.cards[pod]?.zone).toEqual({ kind: 'playedOn', host: s.id(HERE) });
    expect([s.id('Jean-Luc Picard'), s.id('Data')].map((id) => game.cards[id]?.zone)).toEqual([
      { kind: 'playedOn', host: pod },
      { kind: 'playedOn', host: pod },
    ]);
    expect(isPod(pod)(game)).toBe(true);
  });
});

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

describe('rescue', () => {
  it('should take the crew aboard their ship at the location and discard the pod (Escape Pod: "Discard after rescue")', () => {
    // Arrange
    const s = podded(scenario().mission('p1', HERE).ship('p2', 'Runabout', { at: HERE }));
    // Act
    const game = rescue(s.id(HERE))(s.game);
    // Assert
    expect(game.cards[s.id('Jean-Luc Picard')]?.zone).toEqual({ kind: 'aboard', carrier: s.id('Runabout') });
    expect(game.cards[s.id('Escape Pod')]?.zone.kind).toBe('discard');
  });

  it('should leave the crew in the pod without one of their ships there (Escape Pod: "until personnel rescued")', () => {
    // Arrange
    const s = podded(scenario().mission('p1', HERE).ship('p1', "I.K.C. Vor'Cha", { at: HERE }));
    // Act
    const game = rescue(s.id(HERE))(s.game);
    // Assert
    expect(game).toBe(s.game);
  });

  it('should take the crew aboard their ship carried aboard an opponent\'s ship there (Escape Pod, Rulebook "Carried ships")', () => {
    // Arrange
    const s = podded(
      scenario()
        .mission('p1', HERE)
        .ship('p1', "I.K.C. Vor'Cha", { at: HERE })
        .ship('p2', 'Runabout', { carriedBy: "I.K.C. Vor'Cha" }),
    );
    // Act
    const game = rescue(s.id(HERE))(s.game);
    // Assert
    expect(game.cards[s.id('Jean-Luc Picard')]?.zone).toEqual({ kind: 'aboard', carrier: s.id('Runabout') });
    expect(game.cards[s.id('Escape Pod')]?.zone.kind).toBe('discard');
  });
});

describe('rescueAt', () => {
  it("should rescue the crew when one of their ships moves to the pod's location, in the settle step after the move (Escape Pod)", () => {
    // Arrange
    const s = podded(
      scenario({ active: 'p2', pending: { player: 'p2', decision: 'turn.act' } })
        .mission('p1', HERE)
        .mission('p2', 'Test Mission')
        .ship('p2', 'Runabout', { at: 'Test Mission' })
        .aboard('Runabout', 'p2', ['Data']),
    );
    // Act
    const game: GameState = apply({
      type: 'ship.move',
      player: 'p2',
      ship: s.id('Runabout'),
      to: s.id(HERE),
    })(s.game);
    // Assert
    expect(game.cards[s.id('Jean-Luc Picard')]?.zone).toEqual({ kind: 'aboard', carrier: s.id('Runabout') });
    expect(rescueAt(s.id('Runabout'))(game)).toBe(game);
  });
});

// Helpers

const HERE = 'Wormhole Negotiations';

const choices = (card: string, ship: string) =>
  ({ player: 'p2', card, targetCard: ship, targetPlayer: null, take: null }) as const;

/** The scenario with p2's Escape Pod at HERE, Picard in it. */
const podded = (builder: ScenarioBuilder) => {
  const s = builder.discard('p2', ['Escape Pod', 'Jean-Luc Picard']).build();
  const pod = s.id('Escape Pod');
  const placed = moveCard(pod, { kind: 'playedOn', host: s.id(HERE) })(s.game);
  return { ...s, game: moveCard(s.id('Jean-Luc Picard'), { kind: 'playedOn', host: pod })(placed) };
};
