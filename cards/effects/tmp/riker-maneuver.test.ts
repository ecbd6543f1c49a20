// Riker Maneuver (tmp/128rikermaneuver): "Attack: 4. Defense: -1. Requires a ship at a nebula firing; ATTACK bonus +3
// if {William T. Riker} aboard. Hit = [Down][Flip]. Direct hit = [Down][Flip][Flip][Flip], and another opposing ship
// present (your choice) is also hit = [Flip][Flip]. Hull: -30% Plasma containment rupture: opponent may immediately
// download {Plasma Fire} to this ship."

import { applyDamage } from '../../../battle/ship-damage';
import { volleyText } from '../../../battle/tactic-card-test-support';
import { chooseTactics, withBridge } from '../../../domain/battle-rules/battle-test-support';
import { shipFight } from '../../../domain/battle-rules/battle-under-way';
import { awaitFollowUp, damageFollowUpRule } from '../../../domain/battle-rules/damage-follow-up-rule';
import { nextFollowUp } from '../../../domain/battle-rules/damage-follow-ups';
import { openFire } from '../../../domain/battle-rules/ship-fire';
import { beginShip } from '../../../domain/battle-rules/ship-initiation';
import { beginTactics, tacticRule } from '../../../domain/battle-rules/tactics';
import { placeMarker } from '../../../domain/battle-rules/tactics-damage';
import { hullDamage, markersOn } from '../../../domain/cards-in-play/damage-markers';
import { attribute } from '../../../domain/cards-in-play/skills';
import { type GameState, getCard } from '../../../domain/core/game-state';
import * as Decisions from '../../../domain/game/decisions';
import { type Scenario, scenario } from '../../../domain/game/scenario';

const NEBULA = 'Confront Duplicate';
const ENTERPRISE = 'U.S.S. Enterprise';
const VORCHA = "I.K.C. Vor'Cha";
const KVORT = "I.K.C. K'Vort";
const DECK = [
  'Riker Maneuver',
  'Phaser Banks',
  'Plasma Torpedo',
  'Photon Torpedo',
  'Pulse Disruptor',
  'Target Engines',
];

describe('Riker Maneuver', () => {
  it('should be played only with a ship at a nebula firing ("Requires", Rulebook 7.4 stage 3)', () => {
    // Arrange: the same battle at a nebula (Confront Duplicate) and at Wormhole Negotiations
    const atNebula = battleAt(NEBULA);
    const elsewhere = battleAt('Wormhole Negotiations');
    const play = (s: Scenario, game: GameState) =>
      tacticRule.check({ type: 'tactic.play', player: 'p1', card: s.id('Riker Maneuver') })(game);
    // Act
    const [drawnHere, drawnThere] = [
      [atNebula, NEBULA],
      [elsewhere, 'Wormhole Negotiations'],
    ].map(([s, at]) =>
      tacticRule.apply({ type: 'tactic.draw', player: 'p1' })(
        beginTactics(begin(s as Scenario, at as string)),
      ),
    );
    // Assert
    expect(play(atNebula, drawnHere as GameState)).toEqual({ _tag: 'Right', right: undefined });
    expect(play(elsewhere, drawnThere as GameState)).toMatchObject({
      _tag: 'Left',
      left: { rule: '7.4 Ship battle: Tactics' },
    });
  });

  it('should add ATTACK +3 with William T. Riker aboard, and on a direct hit place itself and three markers (Rulebook 7.4)', () => {
    // Arrange: U.S.S. Enterprise (WEAPONS 8) against I.K.C. Vor'Cha (SHIELDS 7)
    const s = battleAt(NEBULA);
    // Act
    const { fired, damaged } = fight(s);
    // Assert: 8 + 4 + 3 = 15 > 2 × 7
    expect(volleyText(fired)).toContain('ATTACK 15 (tactic +7) against DEFENSE 7, a direct hit');
    expect(markersOn(s.id(VORCHA))(damaged)).toHaveLength(4);
    expect(markersOn(s.id(VORCHA))(damaged)).toContain(s.id('Riker Maneuver'));
  });

  it('should offer the opponent the download of Plasma Fire onto the damaged ship, played by its text (Rulebook 7.5.1: "downloads")', () => {
    // Arrange: p1 has Plasma Fire in the draw deck
    const s = battleAt(NEBULA, ['Plasma Fire']);
    const { damaged } = fight(s);
    const download = {
      type: 'damage.download',
      player: 'p1',
      card: s.id('Plasma Fire'),
      host: s.id(VORCHA),
    } as const;
    // Act
    const listed = Decisions.legalActions(damaged);
    const after = Decisions.apply(download)(damaged);
    // Assert
    expect(damaged.pending).toEqual({ player: 'p1', decision: 'battle.damageFollowUp' });
    expect(listed).toEqual([download, { type: 'damage.decline', player: 'p1' }]);
    expect(getCard(s.id('Plasma Fire'))(after).zone).toEqual({ kind: 'playedOn', host: s.id(VORCHA) });
    expect(nextFollowUp(after)?.kind).toBe('alsoHit');
  });

  it('should have another opposing ship present also hit, the damaging player choosing, and refuse the target (Riker Maneuver)', () => {
    // Arrange: no Plasma Fire to download: the download offered is declined
    const s = battleAt(NEBULA);
    const { damaged } = fight(s);
    const declined = Decisions.apply({ type: 'damage.decline', player: 'p1' })(damaged);
    const hit = (target: string) => ({ type: 'damage.alsoHit', player: 'p1', target: s.id(target) }) as const;
    // Act
    const refused = Decisions.check(hit(VORCHA))(declined);
    const after = damageFollowUpRule.apply(hit(KVORT))(declined);
    // Assert
    expect(Decisions.legalActions(declined)).toEqual([hit(KVORT)]);
    expect(refused).toMatchObject({ _tag: 'Left', left: { rule: '7.5.1 Damage' } });
    expect(Decisions.check({ type: 'damage.decline', player: 'p1' })(declined)).toMatchObject({
      _tag: 'Left',
    });
    expect(markersOn(s.id(KVORT))(after)).toHaveLength(2);
    expect(nextFollowUp(after)).toBeUndefined();
    expect(shipFight(after).alsoHit).toEqual([s.id(KVORT)]);
    expect(shipFight(after).hullDamage[s.id(KVORT)]).toBe(hullDamage(s.id(KVORT))(after));
  });

  it('should damage RANGE -2, WEAPONS -2, SHIELDS -2 and HULL -30% as a damage marker (Rulebook 7.5.1)', () => {
    // Arrange: I.K.C. K'Vort: RANGE 8, WEAPONS 6, SHIELDS 6
    const s = battleAt(NEBULA);
    const kvort = s.id(KVORT);
    // Act
    const marked = placeMarker(s.id('Riker Maneuver'), kvort)(s.game);
    // Assert
    expect(['RANGE', 'WEAPONS', 'SHIELDS'].map((a) => attribute(kvort, a as 'RANGE')(marked))).toEqual([
      6, 4, 4,
    ]);
    expect(hullDamage(kvort)(marked)).toBe(30);
  });
});

// Helpers

/** p1's U.S.S. Enterprise (William T. Riker aboard) against p2's I.K.C. Vor'Cha and I.K.C. K'Vort at `mission`. */
const battleAt = (mission: string, drawDeck: ReadonlyArray<string> = []): Scenario =>
  withBridge(
    scenario({ pending: { player: 'p1', decision: 'turn.act' } })
      .mission('p1', mission)
      .ship('p1', ENTERPRISE, { at: mission })
      .aboard(ENTERPRISE, 'p1', ['Jean-Luc Picard', 'William T. Riker', 'Data', 'Geordi La Forge'])
      .ship('p2', VORCHA, { at: mission })
      .aboard(VORCHA, 'p2', ['Kurn'])
      .ship('p2', KVORT, { at: mission })
      .aboard(KVORT, 'p2', ['Kargan'])
      .place('p1', { kind: 'drawDeck', player: 'p1' }, [...drawDeck, 'Data']),
    'p1',
    DECK,
  ).build();

const begin = (s: Scenario, mission = NEBULA): GameState =>
  beginShip(
    {
      type: 'battle.initiate',
      player: 'p1',
      kind: 'ship',
      location: s.id(mission),
      attackers: [s.id(ENTERPRISE)],
      target: s.id(VORCHA),
    },
    false,
  )(s.game);

const fight = (s: Scenario) => {
  const fired = openFire(chooseTactics(begin(s), { p1: { draws: 1, play: 0 } }));
  return { fired, damaged: awaitFollowUp(applyDamage(fired)) };
};
