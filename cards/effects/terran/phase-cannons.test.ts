// Phase Cannons (terran/PhaseCannons): "Attack: 1. Defense: 2. ATTACK bonus +2 if you have a [Sta] ship firing. Hit =
// [Flip][Flip]. Direct hit = [Flip][Flip][Flip][Flip]. Hull: -35% Casualties: randomly kills one personnel (on a Nor,
// one personnel at site of opponent's choice)."
import {
  asMarkerOnEnterprise,
  fireWithTopTactic,
  hullDamageOf,
  MIRANDA,
  tacticDuel,
  volleyText,
} from '../../../battle/tactic-card-test-support';
import { markersOn } from '../../../domain/cards-in-play/damage-markers';

describe('Phase Cannons', () => {
  it('should add ATTACK +2 with a [Sta] ship firing, then deal [Flip][Flip] on a hit (Rulebook 7.4 stages 4 and 6)', () => {
    // Arrange: Enterprise (NX-class, Starfleet) WEAPONS 4 against U.S.S. Miranda SHIELDS 5
    const s = tacticDuel('Enterprise', ['Captain Reed'], ['Phase Cannons', 'Phaser Banks', 'Plasma Torpedo']);
    // Act
    const { fired, damaged } = fireWithTopTactic(s, ['Enterprise'], MIRANDA);
    // Assert
    expect(volleyText(fired)).toContain('ATTACK 7 (tactic +3) against DEFENSE 5, a hit');
    expect(markersOn(s.id(MIRANDA))(damaged)).toHaveLength(2);
    expect(hullDamageOf(damaged, s.id(MIRANDA))).toBe(60);
  });

  it('should give no bonus without a [Sta] ship firing (Rulebook 7.4 stage 4)', () => {
    // Arrange
    const s = tacticDuel("I.K.C. Vor'Cha", ['Kurn'], ['Phase Cannons']);
    // Act
    const { fired } = fireWithTopTactic(s, ["I.K.C. Vor'Cha"], MIRANDA);
    // Assert
    expect(volleyText(fired)).toContain('ATTACK 9 (tactic +1) against DEFENSE 5, a hit');
  });

  it('should damage RANGE -1, WEAPONS -2, SHIELDS -1, HULL -35% and kill one personnel (Rulebook 7.5.1)', () => {
    // Arrange
    const s = tacticDuel('Enterprise', ['Captain Reed'], ['Phase Cannons']);
    // Act
    const marker = asMarkerOnEnterprise(s, 'Phase Cannons');
    // Assert
    expect(marker.attributes).toEqual({ RANGE: -1, WEAPONS: -2, SHIELDS: -1 });
    expect(marker.hull).toBe(35);
    expect(marker.crew).toEqual([]);
  });
});
