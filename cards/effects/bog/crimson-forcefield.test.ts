// Crimson Forcefield (bog/crimsonforcefield): "Attack: 0. Defense: 2. Harmless pyrotechnic ruse nullifies opponent's
// Tactic card unless opponent has an OFFICER with CUNNING>8 aboard a ship or facility in this battle. Hit = [Flip].
// Direct hit = [Flip][Flip]. Hull: -40% Cloaking Device off line."

import { applyDamage } from '../../../battle/ship-damage';
import {
  asMarkerOnEnterprise,
  MIRANDA,
  tacticDuel,
  volleyText,
} from '../../../battle/tactic-card-test-support';
import { beginShipBattle, chooseTactics, withBridge } from '../../../domain/battle-rules/battle-test-support';
import { openFire } from '../../../domain/battle-rules/ship-fire';
import { currentTactic } from '../../../domain/battle-rules/tactic-bonus';
import { placeMarker } from '../../../domain/battle-rules/tactics-damage';
import { markersOn } from '../../../domain/cards-in-play/damage-markers';
import type { Scenario } from '../../../domain/game/scenario';
import { checkCloak, cloakCandidates } from '../../../domain/orders/cloak';

// Target Engines: "Attack: 2. … Hit = [Down][Flip]"
const P1_DECK = ['Target Engines', 'Phaser Banks', 'Plasma Torpedo'];
const P2_DECK = ['Crimson Forcefield', 'Photon Torpedo'];
const VORCHA = "I.K.C. Vor'Cha";

describe('Crimson Forcefield', () => {
  it("should nullify the opponent's revealed tactic, which deals default damage then (Rulebook 7.4 stages 3 and 6)", () => {
    // Arrange: p1's I.K.C. Vor'Cha (WEAPONS 8, Kurn CUNNING 6) fires at p2's U.S.S. Miranda (SHIELDS 5, Tasha Yar)
    const s = duel([]);
    // Act
    const fired = fire(s);
    const damaged = applyDamage(fired);
    // Assert: no ATTACK bonus; Target Engines discarded; two markers drawn, not [Down][Flip]
    expect(volleyText(fired)).toContain('ATTACK 8 against DEFENSE 7 (tactic +2), a hit');
    expect(currentTactic('p1')(fired)).toEqual({ _tag: 'None' });
    expect(fired.cards[s.id('Target Engines')]?.zone).toEqual({ kind: 'discard', player: 'p1' });
    expect(new Set(markersOn(s.id(MIRANDA))(damaged))).toEqual(
      new Set([s.id('Phaser Banks'), s.id('Plasma Torpedo')]),
    );
  });

  it('should not nullify it when the opponent has an OFFICER with CUNNING>8 aboard a ship in the battle ("unless")', () => {
    // Arrange: p1's Data (OFFICER, CUNNING 12) aboard the I.K.C. Vor'Cha
    const s = duel(['Data']);
    // Act
    const fired = fire(s);
    const damaged = applyDamage(fired);
    // Assert: Target Engines' ATTACK 2, and its [Down][Flip]
    expect(volleyText(fired)).toContain('ATTACK 10 (tactic +2) against DEFENSE 7 (tactic +2), a hit');
    expect(new Set(markersOn(s.id(MIRANDA))(damaged))).toEqual(
      new Set([s.id('Target Engines'), s.id('Phaser Banks')]),
    );
  });

  it('should be nullified by a Crimson Forcefield revealed with it: both are (Rulebook 7.4 stage 3 "simultaneously")', () => {
    // Arrange: both players play Crimson Forcefield
    const s = tacticDuel(VORCHA, ['Kurn'], [{ title: 'Crimson Forcefield', label: 'p1 crimson' }], (b) =>
      withBridge(b, 'p2', [{ title: 'Crimson Forcefield', label: 'p2 crimson' }]),
    );
    // Act
    const fired = fire(s);
    // Assert
    expect(volleyText(fired)).toContain('ATTACK 8 against DEFENSE 5, a hit');
    expect(fired.cards[s.id('p1 crimson')]?.zone.kind).toBe('discard');
    expect(fired.cards[s.id('p2 crimson')]?.zone.kind).toBe('discard');
  });

  it('should damage RANGE -2, WEAPONS -2, SHIELDS -3 and HULL -40% as a damage marker (Rulebook 7.5.1)', () => {
    // Arrange
    const s = duel([]);
    // Act
    const marker = asMarkerOnEnterprise(s, 'Crimson Forcefield');
    // Assert
    expect(marker.attributes).toEqual({ RANGE: -2, WEAPONS: -2, SHIELDS: -3 });
    expect(marker.hull).toBe(40);
  });

  it('should take the damaged ship\'s Cloaking Device off line (Rulebook 7.5 "Systems off line", 7.6 Cloak)', () => {
    // Arrange: p1's I.K.C. Vor'Cha (Cloaking Device) on p1's turn
    const s = duel([]);
    const ship = s.id(VORCHA);
    const cloak = { type: 'ship.cloak', player: 'p1', ship } as const;
    // Act
    const damaged = placeMarker(s.id('Crimson Forcefield'), ship)(s.game);
    // Assert
    expect(checkCloak(cloak)(s.game)).toEqual({ _tag: 'Right', right: undefined });
    expect(cloakCandidates('p1')(s.game)).toContainEqual(cloak);
    expect(checkCloak(cloak)(damaged)).toMatchObject({ _tag: 'Left', left: { rule: '7.5.1 Damage' } });
    expect(cloakCandidates('p1')(damaged)).not.toContainEqual(cloak);
  });
});

// Helpers

const duel = (crew: ReadonlyArray<string>): Scenario =>
  tacticDuel(VORCHA, ['Kurn', ...crew], P1_DECK, (b) => withBridge(b, 'p2', P2_DECK));

const fire = (s: Scenario) =>
  openFire(
    chooseTactics(beginShipBattle(s.game, s.id, MIRANDA, [VORCHA]), {
      p1: { draws: 1, play: 0 },
      p2: { draws: 1, play: 0 },
    }),
  );
