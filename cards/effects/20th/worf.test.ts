// Worf (20th Anniversary) (20th/xx_11V): "OFFICER Leadership Honor x 2 Diplomacy SECURITY Doubles DEFENSE bonus of your
// Tactic (if involved)."

import { ENTERPRISE, MIRANDA, tacticDuel, volleyText } from '../../../battle/tactic-card-test-support';
import { beginShipBattle, chooseTactics, withBridge } from '../../../domain/battle-rules/battle-test-support';
import { openFire } from '../../../domain/battle-rules/ship-fire';

const P1_DECK = ['Plasma Torpedo', 'Phaser Banks'];
// Phaser Banks: "Attack: 1. Defense: 2."
const P2_DECK = ['Phaser Banks', 'Plasma Torpedo'];

describe('Worf (20th Anniversary)', () => {
  it("should double the DEFENSE bonus of his player's current tactic when aboard the ship fired at (Rulebook 7.4 stage 4)", () => {
    // Arrange: Worf aboard p2's U.S.S. Enterprise (SHIELDS 9), p2 plays Phaser Banks (Defense: 2)
    const s = tacticDuel("I.K.C. Vor'Cha", ['Kurn'], P1_DECK, (b) =>
      withBridge(b.aboard(ENTERPRISE, 'p2', ['Worf (20th Anniversary)']), 'p2', P2_DECK),
    );
    // Act
    const fired = fire(s, ENTERPRISE);
    // Assert
    expect(volleyText(fired)).toContain('against DEFENSE 13 (tactic +4)');
  });

  it('should not double the bonus when he is not involved in the battle ("if involved")', () => {
    // Arrange: Worf aboard p2's U.S.S. Miranda, which stays out of the battle at U.S.S. Enterprise
    const s = tacticDuel("I.K.C. Vor'Cha", ['Kurn'], P1_DECK, (b) =>
      withBridge(b.aboard(MIRANDA, 'p2', ['Worf (20th Anniversary)']), 'p2', P2_DECK),
    );
    // Act
    const fired = fire(s, ENTERPRISE);
    // Assert
    expect(volleyText(fired)).toContain('against DEFENSE 11 (tactic +2)');
  });
});

// Helpers

const fire = (s: ReturnType<typeof tacticDuel>, target: string) =>
  openFire(
    chooseTactics(beginShipBattle(s.game, s.id, target, ["I.K.C. Vor'Cha"]), {
      p1: { draws: 1, play: 0 },
      p2: { draws: 1, play: 0 },
    }),
  );
