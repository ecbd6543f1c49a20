// Target Weapons (bog/targetweapons): "Attack: 2. Defense: 1. ATTACK bonus +1 if you have a Dominion ship firing. Hit =
// [Down][Flip]. Direct hit = [Down][Flip][Flip][Flip]. Hull: -25% WEAPONS enhancements off line."
import {
  asMarkerOnEnterprise,
  ENTERPRISE,
  fireWithTopTactic,
  hullDamageOf,
  tacticDuel,
  volleyText,
} from '../../../battle/tactic-card-test-support';
import { placeMarker } from '../../../domain/battle-rules/tactics-damage';
import { markersOn } from '../../../domain/cards-in-play/damage-markers';
import { attribute } from '../../../domain/cards-in-play/skills';
import { put } from '../play-test-support';

describe('Target Weapons', () => {
  it('should add ATTACK +1 with a Dominion ship firing and place itself and one drawn marker on a hit (Rulebook 7.4)', () => {
    // Arrange: Alpha Attack Ship WEAPONS 8 against Enterprise SHIELDS 9
    const s = tacticDuel('Alpha Attack Ship', ["Arak'Taral"], ['Target Weapons', 'Phaser Banks']);
    const enterprise = s.id(ENTERPRISE);
    // Act
    const { fired, damaged } = fireWithTopTactic(s, ['Alpha Attack Ship']);
    // Assert
    expect(volleyText(fired)).toContain('ATTACK 11 (tactic +3) against DEFENSE 9, a hit');
    expect(new Set(markersOn(enterprise)(damaged))).toEqual(
      new Set([s.id('Target Weapons'), s.id('Phaser Banks')]),
    );
    expect(hullDamageOf(damaged, enterprise)).toBe(55);
  });

  it('should damage WEAPONS -2 and HULL -25%, and take WEAPONS enhancements off line (Rulebook 7.5)', () => {
    // Arrange: Bynars Weapon Enhancement: "Ship is WEAPONS +2"
    const s = tacticDuel('Alpha Attack Ship', ["Arak'Taral"], ['Target Weapons']);
    const enterprise = s.id(ENTERPRISE);
    const [, enhanced] = put(s.game, 'p2', 'Bynars Weapon Enhancement', {
      kind: 'playedOn',
      host: enterprise,
    });
    // Act
    const marker = asMarkerOnEnterprise(s, 'Target Weapons');
    const marked = placeMarker(s.id('Target Weapons'), enterprise)(enhanced);
    // Assert
    expect(marker.attributes).toEqual({ RANGE: 0, WEAPONS: -2, SHIELDS: 0 });
    expect(marker.hull).toBe(25);
    expect(attribute(enterprise, 'WEAPONS')(enhanced)).toBe(10);
    expect(attribute(enterprise, 'WEAPONS')(marked)).toBe(6);
  });
});
