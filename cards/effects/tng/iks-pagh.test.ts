// I.K.S. Pagh (The Next Generation) (TNG/tng_99V): "Cloaking Device, Tractor Beam In battle, draw an extra Tactic."

import { ENTERPRISE, tacticDuel } from '../../../battle/tactic-card-test-support';
import { beginShipBattle } from '../../../domain/battle-rules/battle-test-support';
import { beginTactics, tacticRule } from '../../../domain/battle-rules/tactics';
import type { GameState } from '../../../domain/core/game-state';

const DECK = ['Phaser Banks', 'Plasma Torpedo', 'Photon Torpedo', 'Pulse Disruptor'];

describe('I.K.S. Pagh', () => {
  it('should let its player draw a third Tactic in stage 3 and refuse a fourth (Rulebook 7.4 stage 3 Tactics)', () => {
    // Arrange: p1's I.K.S. Pagh attacks U.S.S. Enterprise
    const s = tacticDuel('I.K.S. Pagh (The Next Generation)', ['Kurn'], DECK);
    const battle = beginTactics(
      beginShipBattle(s.game, s.id, ENTERPRISE, ['I.K.S. Pagh (The Next Generation)']),
    );
    // Act
    const thrice = [1, 2, 3].reduce((g) => draw(g), battle);
    // Assert
    expect(
      tacticRule
        .candidates('p1')(thrice)
        .some((c) => c.type === 'tactic.draw'),
    ).toBe(false);
    expect(tacticRule.check({ type: 'tactic.draw', player: 'p1' })(thrice)).toMatchObject({
      _tag: 'Left',
      left: { rule: '7.4 Ship battle: Tactics', message: 'A player may draw up to 3 Tactic cards.' },
    });
    expect(
      tacticRule
        .candidates('p1')(thrice)
        .filter((c) => c.type === 'tactic.play'),
    ).toHaveLength(4);
  });

  it('should give no extra draw to a player without it in the battle (Rulebook 7.4 stage 3: "up to two")', () => {
    // Arrange: p1's I.K.C. Vor'Cha attacks; the Pagh stays out of the battle
    const s = tacticDuel("I.K.C. Vor'Cha", ['Kurn'], DECK, (b) =>
      b.ship('p1', 'I.K.S. Pagh (The Next Generation)', { at: 'Wormhole Negotiations' }),
    );
    const battle = beginTactics(beginShipBattle(s.game, s.id, ENTERPRISE, ["I.K.C. Vor'Cha"]));
    // Act
    const twice = draw(draw(battle));
    // Assert
    expect(tacticRule.check({ type: 'tactic.draw', player: 'p1' })(twice)).toMatchObject({
      _tag: 'Left',
      left: { message: 'A player may draw up to 2 Tactic cards.' },
    });
  });
});

// Helpers

const draw = (game: GameState): GameState => tacticRule.apply({ type: 'tactic.draw', player: 'p1' })(game);
