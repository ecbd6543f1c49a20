// Rulebook 7.4 ship battle, stage 6 Damage, 7.5.1 DAMAGE: the battle machine waits on the choices a tactic's damage
// leaves (Riker Maneuver: a download offered by its damage marker, another opposing ship also hit) before stage 7.

import * as E from 'fp-ts/Either';
import { withBridge } from '../domain/battle-rules/battle-test-support';
import { markersOn } from '../domain/cards-in-play/damage-markers';
import { type Scenario, scenario } from '../domain/game/scenario';
import { type Game, legalActions, pending, persist, restore, state } from '../machines/engine';
import { sent, shipBattleWithTactic } from '../machines/engine-test-support';

const NEBULA = 'Confront Duplicate';
const MIRANDA = 'U.S.S. Miranda';
const ENTERPRISE = 'U.S.S. Enterprise';

describe('battle.damageFollowUp', () => {
  it("should wait on the damaging player's choices after stage 6, then determine the winner (Rulebook 7.4 stages 6-8)", () => {
    // Arrange: p1's I.K.C. Vor'Cha (WEAPONS 8) and Riker Maneuver (Attack: 4) hit U.S.S. Miranda (SHIELDS 5) directly;
    // p1 has Plasma Fire in hand
    const s = riker();
    const played = waitingOnDownload(s);
    // Act
    const downloadAsked = [pending(played), legalActions(played)];
    const declined = sent(played, { type: 'damage.decline', player: 'p1' });
    const alsoHitAsked = [pending(declined), legalActions(declined)];
    const over = sent(declined, { type: 'damage.alsoHit', player: 'p1', target: s.id(ENTERPRISE) });
    // Assert
    expect(downloadAsked).toEqual([
      { player: 'p1', decision: 'battle.damageFollowUp' },
      [
        { type: 'damage.download', player: 'p1', card: s.id('Plasma Fire'), host: s.id(MIRANDA) },
        { type: 'damage.decline', player: 'p1' },
      ],
    ]);
    expect(alsoHitAsked).toEqual([
      { player: 'p1', decision: 'battle.damageFollowUp' },
      [{ type: 'damage.alsoHit', player: 'p1', target: s.id(ENTERPRISE) }],
    ]);
    expect(pending(over)).toEqual({ player: 'p1', decision: 'turn.act' });
    expect(markersOn(s.id(ENTERPRISE))(state(over))).toHaveLength(2);
    expect(state(over).cards[s.id('Plasma Fire')]?.zone).toEqual({ kind: 'hand', player: 'p1' });
  });

  it('should persist and restore a game waiting on the choice, which goes on the same (ARCHITECTURE: one owner of the state)', () => {
    // Arrange
    const s = riker();
    const waiting = waitingOnDownload(s);
    // Act
    const restored = restore(persist(waiting));
    // Assert
    expect(E.isRight(restored)).toBe(true);
    const again = (restored as E.Right<Game>).right;
    expect(pending(again)).toEqual(pending(waiting));
    expect(legalActions(again)).toEqual(legalActions(waiting));
    const declined = sent(again, { type: 'damage.decline', player: 'p1' });
    expect(legalActions(declined)).toEqual([
      { type: 'damage.alsoHit', player: 'p1', target: s.id(ENTERPRISE) },
    ]);
  });
});

// Helpers

/** The game after p1's Riker Maneuver hit U.S.S. Miranda directly, waiting on p1's download decision. */
const waitingOnDownload = (s: Scenario): Game =>
  shipBattleWithTactic(s.game, s.id(MIRANDA), s.id('Riker Maneuver'));

/** p1's I.K.C. Vor'Cha at a nebula against p2's U.S.S. Miranda and U.S.S. Enterprise. */
const riker = (): Scenario =>
  withBridge(
    scenario()
      .mission('p1', NEBULA)
      .ship('p1', "I.K.C. Vor'Cha", { at: NEBULA })
      .aboard("I.K.C. Vor'Cha", 'p1', ['Kurn', 'Divok', 'Kargan'])
      .ship('p2', MIRANDA, { at: NEBULA })
      .aboard(MIRANDA, 'p2', ['Tasha Yar'])
      .ship('p2', ENTERPRISE, { at: NEBULA })
      .aboard(ENTERPRISE, 'p2', ['Jean-Luc Picard'])
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
