// Maximum Firepower (bog/MaximumFirepower_BoG): "Attack: 6. Defense: -3. Hit = [Flip][Flip] (or [Flip][Flip][Flip] if
// you have {Future Enterprise}, {I.K.C. Chang}, {I.K.C. Fek'lhr}, {Decius}, or any [AU] ship with the word "future" in
// its lore firing). Direct hit = [Flip][Flip][Flip][Flip]. Hull: -20% Transporters off line."
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
import { scenario } from '../../../domain/game/scenario';
import { checkRoute } from '../../../domain/orders/beam';

const DECK = ['Maximum Firepower', 'Phaser Banks', 'Photon Torpedo', 'Plasma Torpedo'];

describe('Maximum Firepower', () => {
  it('should deal [Flip][Flip] on a hit, [Flip][Flip][Flip] with a "future" ship firing (Rulebook 7.4 stage 6)', () => {
    // Arrange: Vor'Cha WEAPONS 8 and I.K.C. Fek'lhr against Enterprise SHIELDS 9
    const plain = tacticDuel("I.K.C. Vor'Cha", ['Kurn'], DECK);
    const future = tacticDuel("I.K.C. Fek'lhr", ['Kurn'], DECK);
    // Act
    const once = fireWithTopTactic(plain, ["I.K.C. Vor'Cha"]);
    const twice = fireWithTopTactic(future, ["I.K.C. Fek'lhr"]);
    // Assert
    expect(volleyText(once.fired)).toContain('ATTACK 14 (tactic +6) against DEFENSE 9, a hit');
    expect(markersOn(plain.id(ENTERPRISE))(once.damaged)).toHaveLength(2);
    expect(hullDamageOf(once.damaged, plain.id(ENTERPRISE))).toBe(65);
    expect(volleyText(twice.fired)).toMatch(/against DEFENSE 9, a hit/);
    expect(markersOn(future.id(ENTERPRISE))(twice.damaged)).toHaveLength(3);
  });

  it('should damage SHIELDS -2 and HULL -20% as a damage marker (Rulebook 7.5.1)', () => {
    // Arrange
    const s = tacticDuel("I.K.C. Vor'Cha", ['Kurn'], DECK);
    // Act
    const marker = asMarkerOnEnterprise(s, 'Maximum Firepower');
    // Assert
    expect(marker.attributes).toEqual({ RANGE: 0, WEAPONS: 0, SHIELDS: -2 });
    expect(marker.hull).toBe(20);
  });

  it('should take the transporters off line: no beaming through them (Rulebook 7.5, 7.1.1 Beam)', () => {
    // Arrange: the Enterprise in orbit of a planet
    const s = scenario()
      .mission('p2', 'Excavation')
      .ship('p2', ENTERPRISE, { at: 'Excavation' })
      .aboard(ENTERPRISE, 'p2', ['Jean-Luc Picard'])
      .table('p1', ['Maximum Firepower'])
      .build();
    const enterprise = s.id(ENTERPRISE);
    // Act
    const damaged = placeMarker(s.id('Maximum Firepower'), enterprise)(s.game);
    // Assert
    expect(checkRoute('p2', enterprise, s.id('Excavation'))(s.game)._tag).toBe('Right');
    expect(checkRoute('p2', enterprise, s.id('Excavation'))(damaged)).toMatchObject({
      _tag: 'Left',
      left: { message: expect.stringContaining('needs the transporters') },
    });
  });
});
