// Target Engines (bog/targetengines): "Attack: 2. Defense: 1. ATTACK bonus +1 if you have a Dominion ship firing. Hit =
// [Down][Flip]. Direct hit = [Down][Flip][Flip][Flip]. Hull: -25% RANGE enhancements off line."
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
import { effectiveRange } from '../../../domain/orders/turn-state';
import { onTurn, send } from '../play-test-support';

describe('Target Engines', () => {
  it('should add ATTACK +1 with a Dominion ship firing and place itself and one drawn marker on a hit (Rulebook 7.4)', () => {
    // Arrange: Alpha Attack Ship WEAPONS 8 against Enterprise SHIELDS 9
    const s = tacticDuel('Alpha Attack Ship', ["Arak'Taral"], ['Target Engines', 'Phaser Banks']);
    const enterprise = s.id(ENTERPRISE);
    // Act
    const { fired, damaged } = fireWithTopTactic(s, ['Alpha Attack Ship']);
    // Assert
    expect(volleyText(fired)).toContain('ATTACK 11 (tactic +3) against DEFENSE 9, a hit');
    expect(new Set(markersOn(enterprise)(damaged))).toEqual(
      new Set([s.id('Target Engines'), s.id('Phaser Banks')]),
    );
    expect(hullDamageOf(damaged, enterprise)).toBe(55);
  });

  it('should damage RANGE -2 and HULL -25% as a damage marker (Rulebook 7.5.1)', () => {
    // Arrange
    const s = tacticDuel('Alpha Attack Ship', ["Arak'Taral"], ['Target Engines']);
    // Act
    const marker = asMarkerOnEnterprise(s, 'Target Engines');
    // Assert
    expect(marker.attributes).toEqual({ RANGE: -2, WEAPONS: 0, SHIELDS: 0 });
    expect(marker.hull).toBe(25);
  });

  it('should take RANGE enhancements off line: Transwarp Conduit doubles nothing (Rulebook 7.5)', () => {
    // Arrange: Transwarp Conduit: "Select a ship. It can move double range for this turn." (Enterprise RANGE 9)
    const s = onTurn()
      .mission('p1', 'Wormhole Negotiations')
      .ship('p1', ENTERPRISE, { at: 'Wormhole Negotiations' })
      .aboard(ENTERPRISE, 'p1', ['Jean-Luc Picard'])
      .hand('p1', ['Transwarp Conduit'])
      .table('p2', ['Target Engines'])
      .build();
    const enterprise = s.id(ENTERPRISE);
    const card = s.id('Transwarp Conduit');
    // Act
    const doubled = send(s.game, {
      type: 'card.play',
      player: 'p1',
      card,
      kind: 'interrupt',
      target: { card: enterprise },
    });
    const marked = placeMarker(s.id('Target Engines'), enterprise)(doubled);
    // Assert
    expect(effectiveRange(enterprise)(doubled)).toBe(18);
    expect(effectiveRange(enterprise)(marked)).toBe(7);
  });
});
