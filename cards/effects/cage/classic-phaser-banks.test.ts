// Classic Phaser Banks (Cage/Cage62): "Attack: 1. Defense: 3. ATTACK bonus +2 if you have a Constitution-class ship
// firing. Hit = [Down][Flip]. Direct hit = [Down][Flip][Flip][Flip]. Hull: -30% Code One Emergency: [Fed][OS] ships may
// attack this ship, ignoring affiliation attack restrictions."
import {
  asMarkerOnEnterprise,
  ENTERPRISE,
  fireWithTopTactic,
  hullDamageOf,
  MIRANDA,
  tacticDuel,
  volleyText,
} from '../../../battle/tactic-card-test-support';
import { canInitiateBattle } from '../../../domain/battle-rules/attack-restrictions';
import { placeMarker } from '../../../domain/battle-rules/tactics-damage';
import { markersOn } from '../../../domain/cards-in-play/damage-markers';

const DECK = ['Classic Phaser Banks', 'Phaser Banks', 'Plasma Torpedo'];

describe('Classic Phaser Banks', () => {
  it('should add ATTACK +2 with a Constitution-class ship firing and place itself and one drawn marker on a hit (Rulebook 7.4)', () => {
    // Arrange: Starship Constitution WEAPONS 4 against U.S.S. Miranda SHIELDS 5
    const s = tacticDuel('Starship Constitution', ['Commodore Stone'], DECK);
    // Act
    const { fired, damaged } = fireWithTopTactic(s, ['Starship Constitution'], MIRANDA);
    // Assert
    expect(volleyText(fired)).toContain('ATTACK 7 (tactic +3) against DEFENSE 5, a hit');
    expect(new Set(markersOn(s.id(MIRANDA))(damaged))).toEqual(
      new Set([s.id('Classic Phaser Banks'), s.id('Phaser Banks')]),
    );
    expect(hullDamageOf(damaged, s.id(MIRANDA))).toBe(60);
  });

  it('should damage RANGE -1, WEAPONS -1, SHIELDS -2 and HULL -30% as a damage marker (Rulebook 7.5.1)', () => {
    // Arrange
    const s = tacticDuel('Starship Constitution', ['Commodore Stone'], DECK);
    // Act
    const marker = asMarkerOnEnterprise(s, 'Classic Phaser Banks');
    // Assert
    expect(marker.attributes).toEqual({ RANGE: -1, WEAPONS: -1, SHIELDS: -2 });
    expect(marker.hull).toBe(30);
  });

  it('should let a [Fed][OS] ship attack the damaged Federation ship ("Code One Emergency", Rulebook 7.4 restrictions)', () => {
    // Arrange: p1's Starship Constitution ([Fed][OS]) and U.S.S. Galaxy ([Fed]) against p2's U.S.S. Enterprise ([Fed])
    const s = tacticDuel('Starship Constitution', ['Commodore Stone'], DECK, (b) =>
      b.ship('p1', 'U.S.S. Galaxy', { at: 'Wormhole Negotiations' }).aboard('U.S.S. Galaxy', 'p1', ['Data']),
    );
    const enterprise = s.id(ENTERPRISE);
    const attack = (ship: string) =>
      canInitiateBattle({
        kind: 'ship',
        player: 'p1',
        attackers: [s.id(ship)],
        targets: [enterprise],
        counterAttack: false,
      });
    // Act
    const damaged = placeMarker(s.id('Classic Phaser Banks'), enterprise)(s.game);
    // Assert
    expect(attack('Starship Constitution')(s.game)).toMatchObject({
      _tag: 'Left',
      left: { rule: '7.4 Affiliation attack restrictions' },
    });
    expect(attack('Starship Constitution')(damaged)).toEqual({ _tag: 'Right', right: undefined });
    expect(attack('U.S.S. Galaxy')(damaged)).toMatchObject({
      _tag: 'Left',
      left: { rule: '7.4 Affiliation attack restrictions' },
    });
  });
});
