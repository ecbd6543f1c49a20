// Determined Assault (lfl/LFL_54V): "Attack: 2. Defense: 1. ATTACK bonus +2 if you have a [Non] ship firing. May not be
// used to fire upon a facility. Hit = [Down]. Direct hit = [Down][Flip][Flip]. Hull: -25% Invasive Strike: If an
// opponent's ship here, one random non-[BO] equipment card aboard is relocated there and stolen."

import {
  asMarkerOnEnterprise,
  fireWithTopTactic,
  MIRANDA,
  tacticDuel,
  tacticOf,
  volleyText,
} from '../../../battle/tactic-card-test-support';
import { beginShipBattle, space, withBridge } from '../../../domain/battle-rules/battle-test-support';
import { awaitFollowUp, damageFollowUpRule } from '../../../domain/battle-rules/damage-follow-up-rule';
import { nextFollowUp } from '../../../domain/battle-rules/damage-follow-ups';
import { bonusOf } from '../../../domain/battle-rules/tactic-bonus';
import { checkPlayable } from '../../../domain/battle-rules/tactic-play';
import { beginTactics, tacticRule } from '../../../domain/battle-rules/tactics';
import { markersOn } from '../../../domain/cards-in-play/damage-markers';
import { getCard } from '../../../domain/core/game-state';
import * as Decisions from '../../../domain/game/decisions';
import type { ScenarioBuilder } from '../../../domain/game/scenario';

const TITLE = 'Determined Assault';
const VORCHA = "I.K.C. Vor'Cha";
const DECK = [TITLE, 'Phaser Banks', 'Plasma Torpedo'];

describe('Determined Assault', () => {
  it('should add ATTACK +2 with a [Non] ship firing (Rulebook 7.4 stage 4)', () => {
    // Arrange
    const s = tacticDuel('Mercenary Ship', [], DECK);
    const text = tacticOf(s, TITLE);
    // Act
    const bonuses = ['Mercenary Ship', MIRANDA].map((ship) =>
      bonusOf(text, 'attack', { firing: [s.id(ship)], defending: null })(s.game),
    );
    // Assert
    expect(bonuses).toEqual([4, 2]);
  });

  it('should not be played when its force fires upon a facility ("May not be used to fire upon a facility")', () => {
    // Arrange: p1's I.K.C. Vor'Cha attacks p2's Federation Outpost, or p2's U.S.S. Enterprise
    const s = withBridge(space(), 'p1', DECK).build();
    const drawn = (target: string) =>
      tacticRule.apply({ type: 'tactic.draw', player: 'p1' })(
        beginTactics(beginShipBattle(s.game, s.id, target)),
      );
    // Act
    const [outpost, ship] = ['Federation Outpost', 'U.S.S. Enterprise'].map((t) =>
      checkPlayable(s.id(TITLE), 'p1', drawn(t)),
    );
    // Assert
    expect(outpost).toMatchObject({
      _tag: 'Left',
      left: { rule: '7.4 Ship battle: Tactics', message: expect.stringContaining('facility') },
    });
    expect(ship).toEqual({ _tag: 'Right', right: undefined });
  });

  it('should place itself on a hit and steal one random non-[BO] equipment aboard to a ship of the opponent here ("Invasive Strike")', () => {
    // Arrange: I.K.C. Vor'Cha (WEAPONS 8 + 2) hits U.S.S. Miranda (SHIELDS 5), a Starfleet Type II Phaser and a Borg
    // Vinculum ([BO]) aboard
    const s = tacticDuel(VORCHA, ['Kurn'], DECK, (b: ScenarioBuilder) =>
      b.aboard(MIRANDA, 'p2', ['Starfleet Type II Phaser', 'Borg Vinculum']),
    );
    const { fired, damaged } = fireWithTopTactic(s, [VORCHA], MIRANDA);
    const asked = awaitFollowUp(damaged);
    const steal = { type: 'damage.steal', player: 'p1', ship: s.id(VORCHA) } as const;
    // Act
    const after = damageFollowUpRule.apply(steal)(asked);
    // Assert
    expect(volleyText(fired)).toContain('ATTACK 10 (tactic +2) against DEFENSE 5, a hit');
    expect(markersOn(s.id(MIRANDA))(damaged)).toEqual([s.id(TITLE)]);
    expect(Decisions.legalActions(asked)).toEqual([steal]);
    expect(getCard(s.id('Starfleet Type II Phaser'))(after)).toMatchObject({
      zone: { kind: 'aboard', carrier: s.id(VORCHA) },
      controller: 'p1',
    });
    expect(getCard(s.id('Borg Vinculum'))(after).zone).toEqual({ kind: 'aboard', carrier: s.id(MIRANDA) });
    expect(nextFollowUp(after)).toBeUndefined();
  });

  it('should steal nothing when only [BO] equipment is aboard: no choice is left', () => {
    // Arrange
    const s = tacticDuel(VORCHA, ['Kurn'], DECK, (b: ScenarioBuilder) =>
      b.aboard(MIRANDA, 'p2', ['Borg Vinculum']),
    );
    // Act
    const { damaged } = fireWithTopTactic(s, [VORCHA], MIRANDA);
    // Assert
    expect(markersOn(s.id(MIRANDA))(damaged)).toEqual([s.id(TITLE)]);
    expect(nextFollowUp(damaged)).toBeUndefined();
  });

  it('should damage SHIELDS -2 and HULL -25% as a damage marker (Rulebook 7.5.1)', () => {
    // Arrange
    const s = tacticDuel(VORCHA, ['Kurn'], DECK);
    // Act
    const marker = asMarkerOnEnterprise(s, TITLE);
    // Assert
    expect(marker.attributes).toEqual({ RANGE: 0, WEAPONS: 0, SHIELDS: -2 });
    expect(marker.hull).toBe(25);
  });
});
