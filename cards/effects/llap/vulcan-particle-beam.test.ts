// Vulcan Particle Beam (llap/llap_60): "Attack: 1. Defense: 2. ATTACK bonus +2 if you have a Vulcan ship firing. Hit =
// [Flip][Flip]. Direct hit = [Flip][Flip][Flip][Flip]. Hull: -30% Casualties: randomly kills one personnel (on a Nor,
// one personnel at site of opponent's choice)."
import {
  asMarkerOnEnterprise,
  ENTERPRISE,
  fireWithTopTactic,
  hullDamageOf,
  tacticDuel,
  volleyText,
} from '../../../battle/tactic-card-test-support';
import { markersOn } from '../../../domain/cards-in-play/damage-markers';

describe('Vulcan Particle Beam', () => {
  it('should add ATTACK +2 with a Vulcan ship firing, then deal [Flip][Flip] on a hit (Rulebook 7.4 stages 4 and 6)', () => {
    // Arrange: Ni'Var WEAPONS 7 against Enterprise SHIELDS 9
    const s = tacticDuel("Ni'Var", ['Delvok'], ['Vulcan Particle Beam', 'Phaser Banks', 'Plasma Torpedo']);
    const other = tacticDuel("I.K.C. Vor'Cha", ['Kurn'], ['Vulcan Particle Beam']);
    // Act
    const { fired, damaged } = fireWithTopTactic(s, ["Ni'Var"]);
    const plain = fireWithTopTactic(other, ["I.K.C. Vor'Cha"]).fired;
    // Assert
    expect(volleyText(fired)).toContain('ATTACK 10 (tactic +3) against DEFENSE 9, a hit');
    expect(volleyText(plain)).toContain('ATTACK 9 (tactic +1) against DEFENSE 9, a miss');
    expect(markersOn(s.id(ENTERPRISE))(damaged)).toHaveLength(2);
    expect(hullDamageOf(damaged, s.id(ENTERPRISE))).toBe(60);
  });

  it('should damage RANGE -2, WEAPONS -1, SHIELDS -1, HULL -30% and kill one personnel (Rulebook 7.5.1)', () => {
    // Arrange
    const s = tacticDuel("Ni'Var", ['Delvok'], ['Vulcan Particle Beam']);
    // Act
    const marker = asMarkerOnEnterprise(s, 'Vulcan Particle Beam');
    // Assert
    expect(marker.attributes).toEqual({ RANGE: -2, WEAPONS: -1, SHIELDS: -1 });
    expect(marker.hull).toBe(30);
    expect(marker.crew).toEqual([]);
  });
});
