// Primary Plasma Weapon (tnz/TNZ54): "Attack: 3. Defense: 0. Requires a [Rom][OS] ship firing. ATTACK bonus +3 vs.
// Facilities. Hit = [Flip][Flip]. Direct hit = [Flip][Flip][Flip][Flip]. Hull: -30% Damaged Crew Morale: [Stf]
// Personnel aboard are attributes all -2."

import {
  asMarkerOnEnterprise,
  ENTERPRISE,
  fireWithTopTactic,
  tacticDuel,
  volleyText,
} from '../../../battle/tactic-card-test-support';
import { beginShipBattle, HERE } from '../../../domain/battle-rules/battle-test-support';
import { beginTactics, tacticRule } from '../../../domain/battle-rules/tactics';
import { attribute } from '../../../domain/cards-in-play/skills';

const DECK = ['Primary Plasma Weapon', 'Phaser Banks', 'Plasma Torpedo'];

describe('Primary Plasma Weapon', () => {
  it('should be played only with a [Rom][OS] ship firing (Rulebook 7.4 stage 3: "Requires")', () => {
    // Arrange
    const romulan = tacticDuel("Gal Gath'thong", ['Subcommander Decius'], DECK);
    const klingon = tacticDuel("I.K.C. Vor'Cha", ['Kurn'], DECK);
    const drawn = (s: typeof romulan, ship: string) =>
      tacticRule.apply({ type: 'tactic.draw', player: 'p1' })(
        beginTactics(beginShipBattle(s.game, s.id, ENTERPRISE, [ship])),
      );
    const play = (s: typeof romulan) => ({
      type: 'tactic.play' as const,
      player: 'p1',
      card: s.id('Primary Plasma Weapon'),
    });
    // Act & Assert
    expect(tacticRule.candidates('p1')(drawn(romulan, "Gal Gath'thong"))).toContainEqual(play(romulan));
    expect(tacticRule.candidates('p1')(drawn(klingon, "I.K.C. Vor'Cha"))).not.toContainEqual(play(klingon));
  });

  it('should add ATTACK +3 against a facility only ("vs. Facilities", Rulebook 7.4 stage 4)', () => {
    // Arrange: Gal Gath'thong WEAPONS 7
    const s = tacticDuel("Gal Gath'thong", ['Subcommander Decius'], DECK, (b) =>
      b.facility('p2', 'Federation Outpost', { at: HERE }),
    );
    // Act
    const ship = fireWithTopTactic(s, ["Gal Gath'thong"]).fired;
    const outpost = fireWithTopTactic(s, ["Gal Gath'thong"], 'Federation Outpost').fired;
    // Assert
    expect(volleyText(ship)).toContain('ATTACK 10 (tactic +3) against DEFENSE 9');
    expect(volleyText(outpost)).toContain('ATTACK 13 (tactic +6)');
  });

  it('should damage RANGE, WEAPONS, SHIELDS -2, HULL -30% and the [Stf] crew aboard all -2 (Rulebook 7.5.1)', () => {
    // Arrange: Jean-Luc Picard ([Cmd]) and Tasha Yar ([Stf]) aboard the Enterprise
    const s = tacticDuel("Gal Gath'thong", ['Subcommander Decius'], DECK, (b) =>
      b.aboard(ENTERPRISE, 'p2', [{ title: 'Tasha Yar', label: 'Enterprise Tasha' }]),
    );
    const tasha = s.id('Enterprise Tasha');
    const picard = s.id('Jean-Luc Picard');
    // Act
    const marker = asMarkerOnEnterprise(s, 'Primary Plasma Weapon');
    // Assert
    expect(marker.attributes).toEqual({ RANGE: -2, WEAPONS: -2, SHIELDS: -2 });
    expect(marker.hull).toBe(30);
    for (const name of ['INTEGRITY', 'CUNNING', 'STRENGTH'] as const) {
      expect(attribute(tasha, name)(marker.marked)).toBe(attribute(tasha, name)(s.game) - 2);
      expect(attribute(picard, name)(marker.marked)).toBe(attribute(picard, name)(s.game));
    }
  });
});
