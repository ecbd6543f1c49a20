// Quantum Torpedo (bog/quantumtorpedo): "Attack: 5. Defense: 0. ATTACK bonus +1 if you have a Sovereign-class ship
// firing. Hit = [Flip][Flip]. Direct hit = [Flip][Flip][Flip][Flip]. Hull: -15% Sensors off line: crew cannot attempt
// space missions."
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

describe('Quantum Torpedo', () => {
  it('should add ATTACK +1 with a Sovereign-class ship firing, then deal [Flip][Flip] on a hit (Rulebook 7.4)', () => {
    // Arrange: U.S.S. Enterprise-E WEAPONS 9 against Enterprise SHIELDS 9
    const s = tacticDuel(
      'U.S.S. Enterprise-E',
      ['Geordi La Forge'],
      ['Quantum Torpedo', 'Phaser Banks', 'Photon Torpedo'],
    );
    // Act
    const { fired, damaged } = fireWithTopTactic(s, ['U.S.S. Enterprise-E']);
    // Assert
    expect(volleyText(fired)).toContain('ATTACK 15 (tactic +6) against DEFENSE 9, a hit');
    expect(hullDamageOf(damaged, s.id(ENTERPRISE))).toBe(65);
  });

  it('should damage WEAPONS -2, SHIELDS -2 and HULL -15% as a damage marker (Rulebook 7.5.1)', () => {
    // Arrange
    const s = tacticDuel('U.S.S. Enterprise-E', ['Geordi La Forge'], ['Quantum Torpedo']);
    // Act
    const marker = asMarkerOnEnterprise(s, 'Quantum Torpedo');
    // Assert
    expect(marker.attributes).toEqual({ RANGE: 0, WEAPONS: -2, SHIELDS: -2 });
    expect(marker.hull).toBe(15);
  });

  it('should keep the crew from attempting a space mission ("Sensors off line")', () => {
    // Arrange: a space mission; the crew matches it
    const s = onTurn()
      .mission('p1', 'Wormhole Negotiations')
      .ship('p1', ENTERPRISE, { at: 'Wormhole Negotiations' })
      .aboard(ENTERPRISE, 'p1', ['Jean-Luc Picard', 'Data'])
      .table('p2', ['Quantum Torpedo'])
      .build();
    const enterprise = s.id(ENTERPRISE);
    const attempt = {
      type: 'mission.attempt',
      player: 'p1',
      location: s.id('Wormhole Negotiations'),
      ship: enterprise,
    } as const;
    // Act
    const damaged = placeMarker(s.id('Quantum Torpedo'), enterprise)(s.game);
    // Assert
    expect(refusal(s.game, attempt)).toBeNull();
    expect(refusal(damaged, attempt)).toBe('7.2 Attempting a Mission');
  });
});
