import { put } from '../../cards/effects/play-test-support';
import { apply } from '../game/decisions';
import { scenario } from '../game/scenario';

describe('repairFully', () => {
  it('should repair your damaged ship that stops at the Spacedock, but not while it is phased (Rulebook 7.5.2, 7.6 phasing)', () => {
    // Arrange: Apnex (damaged) flies from the other mission to the Spacedock's outpost
    const base = scenario({ active: 'p1', pending: { player: 'p1', decision: 'turn.act' } })
      .mission('p1', 'Test Mission')
      .mission('p1', 'Wormhole Negotiations')
      .facility('p1', 'Federation Outpost', { at: 'Test Mission' })
      .ship('p1', 'Apnex', { at: 'Wormhole Negotiations' })
      .aboard('Apnex', 'p1', ['Data'])
      .modify('Apnex', { damage: 1 });
    const built = [base.build(), base.modify('Apnex', { cloaked: true, phased: true }).build()];
    // Act
    const damage = built.map((s) => {
      const [, game] = put(s.game, 'p1', 'Spacedock', { kind: 'playedOn', host: s.id('Federation Outpost') });
      if (game === undefined) return null;
      const moved = apply({ type: 'ship.move', player: 'p1', ship: s.id('Apnex'), to: s.id('Test Mission') })(
        game,
      );
      return moved.cards[s.id('Apnex')]?.damage ?? 0;
    });
    // Assert
    expect(damage).toEqual([0, 1]);
  });
});
