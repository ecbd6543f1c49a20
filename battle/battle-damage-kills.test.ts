// Rulebook 7.4 ship battle, stage 6 Damage and stage 8 Resolution ("Players may now play cards that respond to the
// destruction of a card"); Klingon Death Yell: "Plays on any just killed Klingon with Honor". A Tactic's casualties
// kill personnel at stage 6; their valid responses come with the resolution's window, and no decision point of the
// battle holds a game event unanswered (the fuzz campaign's seed 2069: a kill by damage left unanswered at
// `battle.damageFollowUp`).
import { withBridge } from '../domain/battle-rules/battle-test-support';
import type { Command } from '../domain/game/decisions';
import { scenario } from '../domain/game/scenario';
import { type Game, legalActions, pending, state } from '../machines/engine';
import { acting, sent } from '../machines/engine-test-support';

describe('battleMachine: kills by damage', () => {
  it("should answer a kill by a Tactic's casualties at the resolution, with no event held at any decision (Rulebook 7.4 stages 6, 8)", () => {
    // Arrange: p2's Phaser Banks hits the Vor'Cha and kills Kurn (the only crew); p1 holds Klingon Death Yell
    const s = withBridge(
      withBridge(
        scenario()
          .mission('p1', 'Evaluate Terraforming')
          .ship('p1', "I.K.C. Vor'Cha", { at: 'Evaluate Terraforming' })
          .aboard("I.K.C. Vor'Cha", 'p1', ['Kurn'])
          .ship('p1', { title: 'Runabout', label: 'r1' }, { at: 'Evaluate Terraforming' })
          .ship('p2', 'U.S.S. Enterprise', { at: 'Evaluate Terraforming' })
          .aboard('U.S.S. Enterprise', 'p2', ['Jean-Luc Picard'])
          .ship('p2', { title: 'Runabout', label: 'r2' }, { at: 'Evaluate Terraforming' })
          .aboard('r2', 'p2', ['Tricorder'])
          .hand('p1', ['Klingon Death Yell']),
        'p1',
        ['Determined Assault', 'Photon Torpedo'],
      ),
      'p2',
      ['Phaser Banks', 'Plasma Torpedo', 'Spiral-Wave Disruptor'],
    ).build();
    const vorcha = s.id("I.K.C. Vor'Cha");
    const held: unknown[] = [];
    const step = (game: Game, command: Command): Game => {
      const next = sent(game, command);
      held.push(state(next).events ?? []);
      return next;
    };
    const game = acting(s.game);
    const attack = legalActions(game).find(
      (c) =>
        c.type === 'battle.initiate' &&
        c.kind === 'ship' &&
        c.target === s.id('r2') &&
        c.attackers.length === 1,
    );
    // Act
    let now = step(game, attack as Command);
    now = step(now, {
      type: 'battle.defend',
      player: 'p2',
      joining: [s.id('U.S.S. Enterprise')],
      returnFireAt: vorcha,
    });
    now = step(now, { type: 'tactic.draw', player: 'p1' });
    now = step(now, { type: 'tactic.draw', player: 'p1' });
    now = step(now, { type: 'tactic.play', player: 'p1', card: s.id('Determined Assault') });
    now = step(now, { type: 'tactic.draw', player: 'p2' });
    now = step(now, { type: 'tactic.play', player: 'p2', card: s.id('Phaser Banks') });
    const followUp = pending(now);
    for (let i = 0; i < 10 && pending(now)?.decision === 'battle.damageFollowUp'; i++)
      now = step(now, legalActions(now)[0] as Command);
    // Assert
    expect(followUp).toEqual({ player: 'p1', decision: 'battle.damageFollowUp' });
    expect(held).toEqual(held.map(() => []));
    expect(state(now).cards[s.id('Kurn')]?.zone).toEqual({ kind: 'discard', player: 'p1' });
    expect(pending(now)).toEqual({ player: 'p1', decision: 'response.window' });
    expect(
      legalActions(now).some((c) => c.type === 'card.play' && c.card === s.id('Klingon Death Yell')),
    ).toBe(true);
  });
});
