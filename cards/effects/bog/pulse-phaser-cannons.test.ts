// Pulse Phaser Cannons (bog/pulsephasercannons): "Attack: 4. Defense: 1. ATTACK bonus +1 if you have a Defiant-class
// ship firing. Hit = [Flip][Flip]. Direct hit = [Flip][Flip][Flip][Flip]. Hull: -20% Tractor beam off line."
import {
  asMarkerOnEnterprise,
  ENTERPRISE,
  fireWithTopTactic,
  hullDamageOf,
  tacticDuel,
  volleyText,
} from '../../../battle/tactic-card-test-support';
import { placeMarker } from '../../../domain/battle-rules/tactics-damage';
import { onTurn, refusal } from '../play-test-support';

describe('Pulse Phaser Cannons', () => {
  it('should add ATTACK +1 with a Defiant-class ship firing, then deal [Flip][Flip] on a hit (Rulebook 7.4)', () => {
    // Arrange: U.S.S. Defiant WEAPONS 10 against Enterprise SHIELDS 9
    const s = tacticDuel(
      'U.S.S. Defiant',
      ['Geordi La Forge'],
      ['Pulse Phaser Cannons', 'Phaser Banks', 'Photon Torpedo'],
    );
    // Act
    const { fired, damaged } = fireWithTopTactic(s, ['U.S.S. Defiant']);
    // Assert
    expect(volleyText(fired)).toContain('ATTACK 15 (tactic +5) against DEFENSE 9, a hit');
    expect(hullDamageOf(damaged, s.id(ENTERPRISE))).toBe(65);
  });

  it('should damage WEAPONS -1, SHIELDS -1 and HULL -20% as a damage marker (Rulebook 7.5.1)', () => {
    // Arrange
    const s = tacticDuel('U.S.S. Defiant', ['Geordi La Forge'], ['Pulse Phaser Cannons']);
    // Act
    const marker = asMarkerOnEnterprise(s, 'Pulse Phaser Cannons');
    // Assert
    expect(marker.attributes).toEqual({ RANGE: 0, WEAPONS: -1, SHIELDS: -1 });
    expect(marker.hull).toBe(20);
    expect(marker.crew).toHaveLength(1);
  });

  it('should take the Tractor Beam off line: no loading by it (Rulebook 7.5 "may not be used in any way")', () => {
    // Arrange: Engage Shuttle Operations: Dominion: "… launched from your Dominion warships … with Tractor Beam"
    const s = onTurn()
      .mission('p1', 'Avert Disaster')
      .table('p1', ['Engage Shuttle Operations: Dominion'])
      .ship('p1', "Weyoun's Warship", { at: 'Avert Disaster' })
      .aboard("Weyoun's Warship", 'p1', ["Kudak'Etan", "Ixtana'Rax", 'Borath'])
      .ship('p1', 'Alpha Attack Ship', { at: 'Avert Disaster' })
      .aboard('Alpha Attack Ship', 'p1', ["Arak'Taral"])
      .table('p2', ['Pulse Phaser Cannons'])
      .build();
    const [ship, carrier] = [s.id('Alpha Attack Ship'), s.id("Weyoun's Warship")];
    const load = { type: 'ship.load', player: 'p1', ship, carrier } as const;
    // Act
    const damaged = placeMarker(s.id('Pulse Phaser Cannons'), carrier)(s.game);
    // Assert
    expect(refusal(s.game, load)).toBeNull();
    expect(refusal(damaged, load)).toBe('Carried ships');
  });
});
