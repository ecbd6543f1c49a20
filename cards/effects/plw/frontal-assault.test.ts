// Frontal Assault (plw/plw63): "Attack: 1. Defense: 1. ATTACK and DEFENSE bonus +2 if you have a [Kli][OS] ship firing
// OR multiple non-[Bor] ships here. Hit = [Flip][Flip]. Direct hit = [Flip][Flip][Flip][Flip]. Hull: -30% Intrusion
// Points: randomly kills one SECURITY personnel aboard (on a Nor, one personnel at a docking site)."

import {
  asMarkerOnEnterprise,
  ENTERPRISE,
  fireWithTopTactic,
  hullDamageOf,
  MIRANDA,
  tacticDuel,
  volleyText,
} from '../../../battle/tactic-card-test-support';
import { HERE } from '../../../domain/battle-rules/battle-test-support';
import { blueprintOf } from '../../../domain/core/game-state';

const DECK = ['Frontal Assault', 'Phaser Banks', 'Plasma Torpedo'];

describe('Frontal Assault', () => {
  it('should add ATTACK +2 with a [Kli][OS] ship firing, then deal [Flip][Flip] on a hit (Rulebook 7.4)', () => {
    // Arrange: I.K.C. Gr'oth (Klingon, [OS]) WEAPONS 6 against U.S.S. Miranda SHIELDS 5
    const s = tacticDuel("I.K.C. Gr'oth", ['Bielsa'], DECK);
    // Act
    const { fired, damaged } = fireWithTopTactic(s, ["I.K.C. Gr'oth"], MIRANDA);
    // Assert
    expect(volleyText(fired)).toContain('ATTACK 9 (tactic +3) against DEFENSE 5, a hit');
    expect(hullDamageOf(damaged, s.id(MIRANDA))).toBe(60);
  });

  it('should add +2 with two non-[Bor] ships of yours here, none for one alone without [OS] ("OR multiple … ships here")', () => {
    // Arrange: I.K.C. Vor'Cha (no [OS]) alone, then with I.K.C. K'Vort at the location (not firing)
    const alone = tacticDuel("I.K.C. Vor'Cha", ['Kurn'], DECK);
    const two = tacticDuel("I.K.C. Vor'Cha", ['Kurn'], DECK, (b) =>
      b.ship('p1', "I.K.C. K'Vort", { at: HERE }),
    );
    // Act
    const one = fireWithTopTactic(alone, ["I.K.C. Vor'Cha"], MIRANDA).fired;
    const both = fireWithTopTactic(two, ["I.K.C. Vor'Cha"], MIRANDA).fired;
    // Assert
    expect(volleyText(one)).toContain('ATTACK 9 (tactic +1) against DEFENSE 5');
    expect(volleyText(both)).toContain('ATTACK 11 (tactic +3) against DEFENSE 5');
  });

  it('should damage RANGE -2, WEAPONS -1, SHIELDS -1, HULL -30% and kill a SECURITY personnel (Rulebook 7.5.1)', () => {
    // Arrange: Jean-Luc Picard (no SECURITY) and Worf (SECURITY) aboard the Enterprise
    const s = tacticDuel("I.K.C. Gr'oth", ['Bielsa'], DECK, (b) => b.aboard(ENTERPRISE, 'p2', ['Worf']));
    // Act
    const marker = asMarkerOnEnterprise(s, 'Frontal Assault');
    // Assert
    expect(marker.attributes).toEqual({ RANGE: -2, WEAPONS: -1, SHIELDS: -1 });
    expect(marker.hull).toBe(30);
    expect(marker.crew.map((id) => blueprintOf(id)(marker.marked).title)).toEqual(['Jean-Luc Picard']);
  });
});
