import { markersOn } from '../cards-in-play/damage-markers';
import { beginShipBattle, chooseTactics, space, withBridge } from './battle-test-support';
import { shipFight } from './battle-under-way';
import { damageSymbols, tacticsDamage } from './tactic-damage-stage';
import { placeMarker } from './tactics-damage';

describe('damageSymbols', () => {
  it("should deal the current tactic's damage, else default damage (Rulebook 7.4 stage 6 Damage)", () => {
    // Arrange: Strafing Run: "Hit = [Down][Flip]. Direct hit = [Down][Flip][Flip][Flip]"
    const s = withBridge(space(), 'p1', ['Strafing Run']).build();
    const battle = beginShipBattle(s.game, s.id);
    // Act
    const played = chooseTactics(battle, { p1: { draws: 1, play: 0 } });
    const none = chooseTactics(battle, { p1: { draws: 1, play: null } });
    // Assert
    expect(damageSymbols('p1', 'hit', [])(played)).toEqual(['down', 'flip']);
    expect(damageSymbols('p1', 'directHit', [])(played)).toEqual(['down', 'flip', 'flip', 'flip']);
    expect(damageSymbols('p1', 'hit', [])(none)).toEqual(['flip', 'flip']);
    expect(damageSymbols('p1', 'directHit', [])(none)).toEqual(['flip', 'flip', 'flip', 'flip']);
  });
});

describe('tacticsDamage', () => {
  it('should place the current tactic [Down] and a drawn Tactic [Flip] on the target (Rulebook 7.4 stage 6)', () => {
    // Arrange: Strafing Run (HULL -20%) then Phaser Banks (HULL -30%)
    const s = withBridge(space(), 'p1', ['Strafing Run', 'Phaser Banks']).build();
    const enterprise = s.id('U.S.S. Enterprise');
    const chosen = chooseTactics(beginShipBattle(s.game, s.id), { p1: { draws: 1, play: 0 } });
    // Act
    const damaged = tacticsDamage('p1', enterprise, 'hit', [])(chosen);
    // Assert
    expect(new Set(markersOn(enterprise)(damaged))).toEqual(
      new Set([s.id('Strafing Run'), s.id('Phaser Banks')]),
    );
    expect(shipFight(damaged).hullDamage[enterprise]).toBe(50);
  });

  it('should draw default damage until the side deck runs out (Rulebook "[Flip]": "(if any)")', () => {
    // Arrange
    const s = withBridge(space(), 'p1', ['Phaser Banks', 'Photon Torpedo']).build();
    const enterprise = s.id('U.S.S. Enterprise');
    const battle = beginShipBattle(s.game, s.id);
    // Act
    const damaged = tacticsDamage('p1', enterprise, 'directHit', [])(battle);
    // Assert
    expect(markersOn(enterprise)(damaged)).toHaveLength(2);
    expect(shipFight(damaged).hullDamage[enterprise]).toBe(65);
  });

  it('should count HULL damage only up to the card\'s 100% (Rulebook 7.4 stage 7: "No card sustains more than 100%")', () => {
    // Arrange: 95% HULL damage already (30 + 30 + 35), then a hit of two markers
    const s = withBridge(space(), 'p1', [
      { title: 'Phaser Banks', label: 'a' },
      { title: 'Phaser Banks', label: 'b' },
      'Photon Torpedo',
      'Plasma Torpedo',
      'Pulse Disruptor',
    ]).build();
    const enterprise = s.id('U.S.S. Enterprise');
    const worn = ['a', 'b', 'Photon Torpedo'].reduce((g, m) => placeMarker(s.id(m), enterprise)(g), s.game);
    // Act
    const damaged = tacticsDamage('p1', enterprise, 'hit', [])(beginShipBattle(worn, s.id));
    // Assert
    expect(shipFight(damaged).hullDamage[enterprise]).toBe(5);
  });
});
