// Target Shields (bog/targetshields): "Attack: 2. Defense: 2. Hit = [Down][Flip]. Direct hit = [Down][Flip][Flip][Flip].
// Otherwise, drains target's SHIELDS ([Down]). SHIELDS enhancements off line."
import {
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

describe('Target Shields', () => {
  it('should place itself and one drawn marker on a hit (Rulebook 7.4 stage 6)', () => {
    // Arrange: Vor'Cha WEAPONS 8 against Enterprise SHIELDS 9
    const s = tacticDuel("I.K.C. Vor'Cha", ['Kurn'], ['Target Shields', 'Phaser Banks']);
    const enterprise = s.id(ENTERPRISE);
    // Act
    const { fired, damaged } = fireWithTopTactic(s, ["I.K.C. Vor'Cha"]);
    // Assert
    expect(volleyText(fired)).toContain('ATTACK 10 (tactic +2) against DEFENSE 9, a hit');
    expect(new Set(markersOn(enterprise)(damaged))).toEqual(
      new Set([s.id('Target Shields'), s.id('Phaser Banks')]),
    );
    expect(hullDamageOf(damaged, enterprise)).toBe(30);
  });

  it('should drain the SHIELDS of the card it missed, with no HULL damage ("Otherwise … ([Down])")', () => {
    // Arrange: Bajoran Scout Vessel WEAPONS 4 against Enterprise SHIELDS 9
    const s = tacticDuel('Bajoran Scout Vessel', ['Borum'], ['Target Shields', 'Phaser Banks']);
    const enterprise = s.id(ENTERPRISE);
    // Act
    const { fired, damaged } = fireWithTopTactic(s, ['Bajoran Scout Vessel']);
    // Assert
    expect(volleyText(fired)).toContain('ATTACK 6 (tactic +2) against DEFENSE 9, a miss');
    expect(markersOn(enterprise)(damaged)).toEqual([s.id('Target Shields')]);
    expect(attribute(enterprise, 'SHIELDS')(damaged)).toBe(7);
    expect(hullDamageOf(damaged, enterprise)).toBe(0);
  });

  it('should take SHIELDS enhancements off line (Rulebook 7.5: "all enhancements to the specified attribute")', () => {
    // Arrange: Nutational Shields: "SHIELDS +2 for each ENGINEER classification personnel aboard" (Geordi La Forge)
    const s = tacticDuel("I.K.C. Vor'Cha", ['Kurn'], ['Target Shields'], (b) =>
      b.aboard(ENTERPRISE, 'p2', ['Geordi La Forge']),
    );
    const enterprise = s.id(ENTERPRISE);
    const [, enhanced] = put(s.game, 'p2', 'Nutational Shields', { kind: 'playedOn', host: enterprise });
    // Act
    const marked = placeMarker(s.id('Target Shields'), enterprise)(enhanced);
    // Assert
    expect(attribute(enterprise, 'SHIELDS')(enhanced)).toBe(11);
    expect(attribute(enterprise, 'SHIELDS')(marked)).toBe(7);
  });
});
