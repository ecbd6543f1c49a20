import { hullDamage, markersOn } from '../cards-in-play/damage-markers';
import { getCard } from '../core/game-state';
import { scenario } from '../game/scenario';
import { damageShip } from './damage';

describe('damageShip', () => {
  it('should place a rotation damage marker, and destroy a ship damaged again (Rulebook 7.5.1 rotation damage)', () => {
    // Arrange
    const s = ships().build();
    const galaxy = s.id('U.S.S. Galaxy');
    // Act
    const once = damageShip(galaxy)(s.game);
    const twice = damageShip(galaxy)(once);
    // Assert
    expect(getCard(galaxy)(once).damage).toBe(1);
    expect(getCard(galaxy)(twice).zone).toEqual({ kind: 'discard', player: 'p1' });
  });

  it("should deal the opponent's default tactics damage when they use a Battle Bridge side deck (Rulebook 7.5.1)", () => {
    // Arrange: "your opponent must place Tactics cards on them … default damage, which is two cards drawn"
    const s = ships()
      .table('p2', ['Battle Bridge Door'])
      .place('p2', { kind: 'sideDeck', player: 'p2', name: 'Battle Bridge Door' }, [
        'Phaser Banks',
        'Photon Torpedo',
        'Plasma Torpedo',
        'Pulse Disruptor',
      ])
      .build();
    const galaxy = s.id('U.S.S. Galaxy');
    // Act
    const once = damageShip(galaxy)(s.game);
    const twice = damageShip(galaxy)(once);
    // Assert
    expect(getCard(galaxy)(once).damage).toBe(0);
    expect(markersOn(galaxy)(once)).toHaveLength(2);
    expect(hullDamage(galaxy)(once)).toBe(65);
    expect(getCard(galaxy)(twice).zone).toEqual({ kind: 'discard', player: 'p1' });
  });
});

// Helpers

const ships = () =>
  scenario()
    .mission('p1', 'Test Mission')
    .ship('p1', 'U.S.S. Galaxy', { at: 'Test Mission' })
    .aboard('U.S.S. Galaxy', 'p1', ['Jean-Luc Picard']);
