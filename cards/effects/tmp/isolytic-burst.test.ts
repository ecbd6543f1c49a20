// Isolytic Burst (tmp/127isolyticburst): "Attack: 3. Defense: 0. Requires a {Son'a Battleship} or {Li'seria} firing.
// If you hit, randomly kills one additional personnel (on a Nor, one personnel at site of opponent's choice). Hit =
// [Down][Flip]. Direct hit = [Down][Flip][Flip][Flip]. Hull: -30% Casualties: randomly kills one personnel (on a Nor,
// one personnel at site of opponent's choice)."
import * as E from 'fp-ts/Either';
import {
  asMarkerOnEnterprise,
  ENTERPRISE,
  fireWithTopTactic,
  hullDamageOf,
  tacticDuel,
  volleyText,
} from '../../../battle/tactic-card-test-support';
import { beginShipBattle } from '../../../domain/battle-rules/battle-test-support';
import { beginTactics, tacticRule } from '../../../domain/battle-rules/tactics';
import { markersOn } from '../../../domain/cards-in-play/damage-markers';
import { cardsIn } from '../../../domain/core/game-state';
import type { Scenario } from '../../../domain/game/scenario';

const CREW = ['Jean-Luc Picard', 'Data', 'William T. Riker', 'Deanna Troi'];

describe('Isolytic Burst', () => {
  it('should be played only with a Son\'a Battleship or Li\'seria firing (Rulebook 7.4 stage 3: "Requires")', () => {
    // Arrange
    const sona = tacticDuel("Son'a Battleship", ["Ru'afo"], ['Isolytic Burst']);
    const klingon = tacticDuel("I.K.C. Vor'Cha", ['Kurn'], ['Isolytic Burst']);
    // Act
    const [withSona, withKlingon] = [drawn(sona, "Son'a Battleship"), drawn(klingon, "I.K.C. Vor'Cha")];
    const play = (s: Scenario) => ({
      type: 'tactic.play' as const,
      player: 'p1',
      card: s.id('Isolytic Burst'),
    });
    // Assert
    expect(tacticRule.candidates('p1')(withSona)).toContainEqual(play(sona));
    expect(tacticRule.candidates('p1')(withKlingon)).not.toContainEqual(play(klingon));
    expect(tacticRule.check(play(klingon))(withKlingon)).toEqual(
      E.left({
        rule: '7.4 Ship battle: Tactics',
        message: expect.stringContaining('requires a matching ship'),
      }),
    );
  });

  it('should place itself and one drawn marker on a hit and kill one more personnel (Rulebook 7.4 stage 6)', () => {
    // Arrange: Son'a Battleship WEAPONS 10 against Enterprise SHIELDS 9, four crew aboard
    const s = tacticDuel("Son'a Battleship", ["Ru'afo"], ['Isolytic Burst', 'Phaser Banks'], (b) =>
      b.aboard(ENTERPRISE, 'p2', CREW.slice(1)),
    );
    const enterprise = s.id(ENTERPRISE);
    // Act
    const { fired, damaged } = fireWithTopTactic(s, ["Son'a Battleship"]);
    // Assert: the casualties of Isolytic Burst and Phaser Banks, and Isolytic Burst's "one additional personnel"
    expect(volleyText(fired)).toContain('ATTACK 13 (tactic +3) against DEFENSE 9, a hit');
    expect(new Set(markersOn(enterprise)(damaged))).toEqual(
      new Set([s.id('Isolytic Burst'), s.id('Phaser Banks')]),
    );
    expect(hullDamageOf(damaged, enterprise)).toBe(60);
    expect(cardsIn({ kind: 'aboard', carrier: enterprise })(damaged)).toHaveLength(1);
  });

  it('should damage RANGE -3, HULL -30% and kill one personnel as a damage marker (Rulebook 7.5.1)', () => {
    // Arrange
    const s = tacticDuel("Son'a Battleship", ["Ru'afo"], ['Isolytic Burst']);
    // Act
    const marker = asMarkerOnEnterprise(s, 'Isolytic Burst');
    // Assert
    expect(marker.attributes).toEqual({ RANGE: -3, WEAPONS: 0, SHIELDS: 0 });
    expect(marker.hull).toBe(30);
    expect(marker.crew).toEqual([]);
  });
});

// Helpers

const drawn = (s: Scenario, ship: string) =>
  tacticRule.apply({ type: 'tactic.draw', player: 'p1' })(
    beginTactics(beginShipBattle(s.game, s.id, ENTERPRISE, [ship])),
  );
