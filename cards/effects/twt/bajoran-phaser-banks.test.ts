// Bajoran Phaser Banks (twt/bajoranphaserbanks): "Attack: 1. Defense: 1. ATTACK and DEFENSE bonus +2 if you have a
// Bajoran ship firing with Resistance or Navigation aboard (or +4 if one crew member has both skills). Hit =
// [Flip][Flip]. Direct hit = [Flip][Flip][Flip][Flip]. Hull: -30% Casualties: randomly kills one personnel (on a Nor,
// one personnel at site of opponent's choice)."

import {
  asMarkerOnEnterprise,
  ENTERPRISE,
  fireWithTopTactic,
  hullDamageOf,
  tacticDuel,
  tacticOf,
  volleyText,
} from '../../../battle/tactic-card-test-support';
import { bonusOf } from '../../../domain/battle-rules/tactic-bonus';
import type { Scenario } from '../../../domain/game/scenario';

describe('Bajoran Phaser Banks', () => {
  it('should add ATTACK and DEFENSE +2 with a Resistance or Navigation crew, +4 with both in one (Rulebook 7.4 stage 4)', () => {
    // Arrange: Kitara (Bajoran) WEAPONS 8; Borum has Resistance; Kira Nerys has Resistance and Navigation
    const one = tacticDuel('Kitara', ['Borum'], ['Bajoran Phaser Banks']);
    const both = tacticDuel('Kitara', ['Kira Nerys'], ['Bajoran Phaser Banks']);
    const none = tacticDuel(
      'Kitara',
      [{ title: 'Kira Nerys', blueprint: 'CA/ST2E-EN03112' }],
      ['Bajoran Phaser Banks'],
    );
    const bonus = (s: Scenario, to: 'attack' | 'defense') =>
      bonusOf(tacticOf(s, 'Bajoran Phaser Banks'), to, {
        firing: [s.id('Kitara')],
        defending: s.id('Kitara'),
      })(s.game);
    // Act & Assert
    expect([bonus(one, 'attack'), bonus(one, 'defense')]).toEqual([3, 3]);
    expect([bonus(both, 'attack'), bonus(both, 'defense')]).toEqual([5, 5]);
    expect([bonus(none, 'attack'), bonus(none, 'defense')]).toEqual([1, 1]);
    expect(
      bonusOf(tacticOf(one, 'Bajoran Phaser Banks'), 'attack', { firing: [], defending: null })(one.game),
    ).toBe(1);
  });

  it('should fire with the bonus and deal [Flip][Flip] on a hit (Rulebook 7.4 stages 4 and 6)', () => {
    // Arrange
    const s = tacticDuel(
      'Kitara',
      ['Kira Nerys'],
      ['Bajoran Phaser Banks', 'Phaser Banks', 'Plasma Torpedo'],
    );
    // Act
    const { fired, damaged } = fireWithTopTactic(s, ['Kitara']);
    // Assert
    expect(volleyText(fired)).toContain('ATTACK 13 (tactic +5) against DEFENSE 9, a hit');
    expect(hullDamageOf(damaged, s.id(ENTERPRISE))).toBe(60);
  });

  it('should damage RANGE -1, WEAPONS -1, SHIELDS -1, HULL -30% and kill one personnel (Rulebook 7.5.1)', () => {
    // Arrange
    const s = tacticDuel('Kitara', ['Borum'], ['Bajoran Phaser Banks']);
    // Act
    const marker = asMarkerOnEnterprise(s, 'Bajoran Phaser Banks');
    // Assert
    expect(marker.attributes).toEqual({ RANGE: -1, WEAPONS: -1, SHIELDS: -1 });
    expect(marker.hull).toBe(30);
    expect(marker.crew).toEqual([]);
  });
});
