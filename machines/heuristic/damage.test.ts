import { withBridge } from '../../domain/battle-rules/battle-test-support';
import { hullDamage } from '../../domain/cards-in-play/damage-markers';
import { moveCard } from '../../domain/core/game-state';
import { type Scenario, scenario } from '../../domain/game/scenario';
import { type Game, legalActions, pending, state } from '../engine';
import { sent, shipBattleWithTactic } from '../engine-test-support';
import { heuristicPlayer } from './player';

const NEBULA = 'Confront Duplicate';
const MIRANDA = 'U.S.S. Miranda';

describe('damageFollowUpAnswer', () => {
  it("should download Plasma Fire onto the opponent's ship rather than decline (Riker Maneuver, Rulebook 7.5.1 DAMAGE)", () => {
    // Arrange: "Plasma containment rupture: opponent may immediately download {Plasma Fire} to this ship"
    const s = riker();
    const game = waitingOnDownload(s);
    const offered = legalActions(game).map((c) => c.type);
    // Act
    const chosen = [1, 2, 3, 4, 5, 6].map((seed) => heuristicPlayer(seed).choose(game));
    // Assert
    expect(offered).toEqual(['damage.download', 'damage.decline']);
    for (const command of chosen)
      expect(command).toEqual({
        type: 'damage.download',
        player: 'p1',
        card: s.id('Plasma Fire'),
        host: s.id(MIRANDA),
      });
  });

  it('should name the second ship also hit that is nearest destruction (Riker Maneuver: "another opposing ship present (your choice)")', () => {
    // Arrange: the Runabout already carries Phaser Banks' 30% HULL damage; the Enterprise has none, and more WEAPONS
    const s = riker();
    const game = sent(waitingOnDownload(s), { type: 'damage.decline', player: 'p1' });
    const targets = legalActions(game).flatMap((c) => (c.type === 'damage.alsoHit' ? [c.target] : []));
    // Act
    const chosen = [1, 2, 3, 4, 5, 6].map((seed) => heuristicPlayer(seed).choose(game));
    // Assert
    expect(pending(game)).toEqual({ player: 'p1', decision: 'battle.damageFollowUp' });
    expect(targets).toEqual(expect.arrayContaining([s.id('U.S.S. Enterprise'), s.id('Runabout')]));
    expect(hullDamage(s.id('Runabout'))(state(game))).toBe(30);
    for (const command of chosen)
      expect(command).toEqual({ type: 'damage.alsoHit', player: 'p1', target: s.id('Runabout') });
  });
});

// Helpers

/** The game after p1's Riker Maneuver hit U.S.S. Miranda directly, waiting on p1's download decision. */
const waitingOnDownload = (s: Scenario): Game =>
  shipBattleWithTactic(s.game, s.id(MIRANDA), s.id('Riker Maneuver'));

/**
 * p1's I.K.C. Vor'Cha (WEAPONS 8; Riker Maneuver, Attack: 4) against p2's U.S.S. Miranda (SHIELDS 5), U.S.S.
 * Enterprise and a Runabout that carries an earlier damage marker; p1 has Plasma Fire in hand.
 */
const riker = (): Scenario => {
  const s = withBridge(
    scenario()
      .mission('p1', NEBULA)
      .ship('p1', "I.K.C. Vor'Cha", { at: NEBULA })
      .aboard("I.K.C. Vor'Cha", 'p1', ['Kurn', 'Divok', 'Kargan'])
      .ship('p2', MIRANDA, { at: NEBULA })
      .aboard(MIRANDA, 'p2', ['Tasha Yar'])
      .ship('p2', 'U.S.S. Enterprise', { at: NEBULA })
      .aboard('U.S.S. Enterprise', 'p2', ['Jean-Luc Picard'])
      .ship('p2', 'Runabout', { at: NEBULA })
      .aboard('Runabout', 'p2', ['Data'])
      .discard('p1', [{ title: 'Phaser Banks', label: 'earlier marker' }])
      .hand('p1', ['Plasma Fire']),
    'p1',
    [
      'Riker Maneuver',
      'Phaser Banks',
      'Plasma Torpedo',
      'Photon Torpedo',
      'Pulse Disruptor',
      'Target Engines',
    ],
  ).build();
  return {
    ...s,
    game: moveCard(s.id('earlier marker'), { kind: 'playedOn', host: s.id('Runabout') })(s.game),
  };
};
