// Spacedock (premiere/spacedock), event:
// "Plays on outpost. Instantly repairs your damaged ships if they stop here. Also repairs non-aligned ships."

import { markersOn } from '../../../domain/cards-in-play/damage-markers';
import type { CardInstance, GameState } from '../../../domain/core/game-state';
import { type Scenario, scenario } from '../../../domain/game/scenario';
import { onTurn, playsOf, put, send } from '../play-test-support';

describe('spacedock', () => {
  it('should play on an outpost (Rulebook "Play a Card")', () => {
    // Arrange
    const s = onTurn()
      .mission('p1', 'Test Mission')
      .facility('p1', 'Federation Outpost', { at: 'Test Mission' })
      .ship('p1', 'U.S.S. Galaxy', { at: 'Test Mission' })
      .hand('p1', ['Spacedock'])
      .build();
    const card = s.id('Spacedock');
    const command = {
      type: 'card.play',
      player: 'p1',
      card,
      kind: 'event',
      target: { card: s.id('Federation Outpost') },
    } as const;
    // Act
    const after = send(s.game, command);
    // Assert
    expect(playsOf(s.game, card)).toEqual([command]);
    expect(after.cards[card]?.zone).toEqual({ kind: 'playedOn', host: s.id('Federation Outpost') });
  });

  it("should repair your damaged ship that moves to its outpost's location (Rulebook 7.5.2 Repair)", () => {
    // Arrange
    const s = fleet('p1', 'U.S.S. Galaxy', ['Jean-Luc Picard', 'Tasha Yar', 'Taitt']);
    // Act
    const after = send(s.game, {
      type: 'ship.move',
      player: 'p1',
      ship: s.id('U.S.S. Galaxy'),
      to: s.id('Test Mission'),
    });
    // Assert
    expect(after.cards[s.id('U.S.S. Galaxy')]?.damage).toBe(0);
    expect(after.cards[s.id('U.S.S. Galaxy')]?.zone).toEqual({
      kind: 'atLocation',
      location: s.id('Test Mission'),
    });
  });

  it('should not repair the opponent\'s ship of another affiliation (Spacedock: "your damaged ships")', () => {
    // Arrange
    const s = fleet('p2', "I.K.C. K'Vort", ['Kromm']);
    const game: GameState = {
      ...s.game,
      turn: { ...s.game.turn, active: 'p2' },
      pending: { player: 'p2', decision: 'turn.act' },
    };
    // Act
    const after = send(game, {
      type: 'ship.move',
      player: 'p2',
      ship: s.id("I.K.C. K'Vort"),
      to: s.id('Test Mission'),
    });
    // Assert
    expect(after.cards[s.id("I.K.C. K'Vort")]?.damage).toBe(1);
  });

  it('should remove every tactics damage marker of a repaired ship (Rulebook 7.5.2: "remove all damage markers")', () => {
    // Arrange: the Galaxy carries p2's Phaser Banks as a damage marker, no rotation damage
    const s = fleet('p1', 'U.S.S. Galaxy', ['Jean-Luc Picard', 'Tasha Yar', 'Taitt']);
    const galaxy = s.id('U.S.S. Galaxy');
    const [marker, placed] = put(
      {
        ...s.game,
        cards: { ...s.game.cards, [galaxy]: { ...(s.game.cards[galaxy] as CardInstance), damage: 0 } },
      },
      'p2',
      'Phaser Banks',
      { kind: 'playedOn', host: galaxy },
    );
    // Act
    const after = send(placed, { type: 'ship.move', player: 'p1', ship: galaxy, to: s.id('Test Mission') });
    // Assert
    expect(markersOn(galaxy)(placed)).toEqual([marker]);
    expect(markersOn(galaxy)(after)).toEqual([]);
    expect(after.cards[marker]?.zone).toEqual({ kind: 'sideDeck', player: 'p2', name: 'Battle Bridge Door' });
  });
});

// Helpers

/** p1's Federation Outpost with Spacedock at Test Mission; a damaged ship of `owner` one location away. */
const fleet = (
  owner: string,
  ship: string,
  crew: ReadonlyArray<string>,
): { game: GameState; id: Scenario['id'] } => {
  const s = scenario({ pending: { player: 'p1', decision: 'turn.act' } })
    .mission('p1', 'Test Mission')
    .mission('p1', 'Study Nebula')
    .facility('p1', 'Federation Outpost', { at: 'Test Mission' })
    .ship(owner, ship, { at: 'Study Nebula' })
    .aboard(ship, owner, crew)
    .modify(ship, { damage: 1 })
    .build();
  const [, game] = put(s.game, 'p1', 'Spacedock', { kind: 'playedOn', host: s.id('Federation Outpost') });
  return { game, id: s.id };
};
