// Breen Disruptor Burst (twt/BreenDisruptorBurstA): "Attack: 1. Defense: 2. ATTACK bonus +3 if you have a Breen ship
// firing. Hit = [Flip][Flip]. Direct hit = [Flip][Flip][Flip][Flip]. Hull: -30% Casualties: randomly kills one
// personnel (on a Nor, one personnel at site of opponent's choice)."
import {
  asMarkerOnEnterprise,
  ENTERPRISE,
  fireWithTopTactic,
  hullDamageOf,
  tacticDuel,
  volleyText,
} from '../../../battle/tactic-card-test-support';
import { markersOn } from '../../../domain/cards-in-play/damage-markers';

describe('Breen Disruptor Burst', () => {
  it('should add ATTACK +3 with a Breen ship firing, then deal [Flip][Flip] on a hit (Rulebook 7.4 stages 4 and 6)', () => {
    // Arrange: Breen Warship WEAPONS 10 against Enterprise SHIELDS 9
    const breen = tacticDuel(
      'Breen Warship',
      ['Weyoun'],
      ['Breen Disruptor Burst', 'Phaser Banks', 'Photon Torpedo'],
    );
    const other = tacticDuel("I.K.C. Vor'Cha", ['Kurn'], ['Breen Disruptor Burst', 'Phaser Banks']);
    // Act
    const { fired, damaged } = fireWithTopTactic(breen, ['Breen Warship']);
    const plain = fireWithTopTactic(other, ["I.K.C. Vor'Cha"]).fired;
    // Assert
    const enterprise = breen.id(ENTERPRISE);
    expect(volleyText(fired)).toContain('ATTACK 14 (tactic +4) against DEFENSE 9, a hit');
    expect(volleyText(plain)).toContain('ATTACK 9 (tactic +1) against DEFENSE 9, a miss');
    expect(new Set(markersOn(enterprise)(damaged))).toEqual(
      new Set([breen.id('Phaser Banks'), breen.id('Photon Torpedo')]),
    );
    expect(hullDamageOf(damaged, enterprise)).toBe(65);
  });

  it('should damage RANGE -2, SHIELDS -2, HULL -30% and kill one personnel as a damage marker (Rulebook 7.5.1)', () => {
    // Arrange
    const s = tacticDuel('Breen Warship', ['Weyoun'], ['Breen Disruptor Burst']);
    // Act
    const marker = asMarkerOnEnterprise(s, 'Breen Disruptor Burst');
    // Assert
    expect(marker.attributes).toEqual({ RANGE: -2, WEAPONS: 0, SHIELDS: -2 });
    expect(marker.hull).toBe(30);
    expect(marker.crew).toEqual([]);
  });
});
