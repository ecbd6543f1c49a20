// Soterus (Ships of the Line) (SotL/SotL18): "Cloaking Device, Tractor Beam. While in battle, may draw an extra Tactic."

import { ENTERPRISE, tacticDuel } from '../../../battle/tactic-card-test-support';
import { beginShipBattle } from '../../../domain/battle-rules/battle-test-support';
import { beginTactics, tacticRule } from '../../../domain/battle-rules/tactics';
import type { GameState } from '../../../domain/core/game-state';

const DECK = ['Phaser Banks', 'Plasma Torpedo', 'Photon Torpedo', 'Pulse Disruptor'];

describe('Soterus', () => {
  it('should let its player draw up to three Tactics in stage 3, or stop at any number (Rulebook 7.4 stage 3 Tactics)', () => {
    // Arrange: p1's Soterus attacks U.S.S. Enterprise
    const s = tacticDuel('Soterus (Ships of the Line)', ['Tomalak'], DECK);
    const battle = beginTactics(beginShipBattle(s.game, s.id, ENTERPRISE, ['Soterus (Ships of the Line)']));
    // Act
    const twice = draw(draw(battle));
    const thrice = draw(twice);
    // Assert
    expect(
      tacticRule
        .candidates('p1')(twice)
        .map((c) => c.type),
    ).toContain('tactic.draw');
    expect(tacticRule.check({ type: 'tactic.play', player: 'p1', card: null })(twice)).toEqual({
      _tag: 'Right',
      right: undefined,
    });
    expect(tacticRule.check({ type: 'tactic.draw', player: 'p1' })(thrice)).toMatchObject({
      _tag: 'Left',
      left: { rule: '7.4 Ship battle: Tactics', message: 'A player may draw up to 3 Tactic cards.' },
    });
  });
});

// Helpers

const draw = (game: GameState): GameState => tacticRule.apply({ type: 'tactic.draw', player: 'p1' })(game);
