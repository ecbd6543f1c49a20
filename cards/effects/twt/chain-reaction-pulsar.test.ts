// Chain Reaction Pulsar (twt/chainreactionpulsar): "Attack: 5. Defense: 0. Requires a staffed ship which has three or
// more staffing icons firing. ATTACK bonus +1 if Akira class. Hit or direct hit = [Down] and nullifies one Event card
// enhancing target's attributes (once per turn). Hull: -35% Scanners off line: you may play {Scan} and {Full Planet
// Scan} only where you have an undamaged ship."

import {
  asMarkerOnEnterprise,
  fireWithTopTactic,
  MIRANDA,
  tacticDuel,
  volleyText,
} from '../../../battle/tactic-card-test-support';
import { beginShipBattle } from '../../../domain/battle-rules/battle-test-support';
import { awaitFollowUp, damageFollowUpRule } from '../../../domain/battle-rules/damage-follow-up-rule';
import { useNullifyEvent } from '../../../domain/battle-rules/damage-follow-up-targets';
import { nextFollowUp, queueFollowUp } from '../../../domain/battle-rules/damage-follow-ups';
import { checkPlayable } from '../../../domain/battle-rules/tactic-play';
import { beginTactics, tacticRule } from '../../../domain/battle-rules/tactics';
import { placeMarker } from '../../../domain/battle-rules/tactics-damage';
import { markersOn } from '../../../domain/cards-in-play/damage-markers';
import { attribute } from '../../../domain/cards-in-play/skills';
import { type GameState, moveCard } from '../../../domain/core/game-state';
import * as Decisions from '../../../domain/game/decisions';
import type { Scenario } from '../../../domain/game/scenario';
import { onTurn, refusal } from '../play-test-support';

const TITLE = 'Chain Reaction Pulsar';
const VORCHA = "I.K.C. Vor'Cha";
const DECK = [TITLE, 'Phaser Banks', 'Plasma Torpedo'];

describe('Chain Reaction Pulsar', () => {
  it('should be played only with a staffed ship of three staffing icons firing ("Requires", Rulebook 7.4 stage 3)', () => {
    // Arrange: I.K.C. Vor'Cha ([Cmd][Stf][Stf]) staffed by Kurn, Divok and Kargan, or by Kurn alone
    const [staffed, unstaffed] = [
      ['Kurn', 'Divok', 'Kargan'],
      ['Kurn', 'Divok'],
    ].map((crew) => tacticDuel(VORCHA, crew, DECK));
    const drawn = (s: Scenario): GameState =>
      tacticRule.apply({ type: 'tactic.draw', player: 'p1' })(
        beginTactics(beginShipBattle(s.game, s.id, MIRANDA)),
      );
    // Act
    const results = [staffed, unstaffed].map((s) =>
      checkPlayable((s as Scenario).id(TITLE), 'p1', drawn(s as Scenario)),
    );
    // Assert
    expect(results[0]).toEqual({ _tag: 'Right', right: undefined });
    expect(results[1]).toMatchObject({ _tag: 'Left', left: { rule: '7.4 Ship battle: Tactics' } });
  });

  it('should place itself on a hit and have its player nullify an Event enhancing the target (Tactical Console)', () => {
    // Arrange: p2's Tactical Console on U.S.S. Miranda (WEAPONS 5 +3, Tasha Yar aboard)
    const s = withConsole();
    const { fired, damaged } = fireWithTopTactic(s, [VORCHA], MIRANDA);
    const asked = awaitFollowUp(damaged);
    const nullify = { type: 'damage.nullify', player: 'p1', card: s.id('Tactical Console') } as const;
    // Act
    const after = damageFollowUpRule.apply(nullify)(asked);
    // Assert: Vor'Cha WEAPONS 8 + 5 against SHIELDS 5
    expect(volleyText(fired)).toContain('ATTACK 13 (tactic +5) against DEFENSE 5, a direct hit');
    expect(markersOn(s.id(MIRANDA))(damaged)).toEqual([s.id(TITLE)]);
    expect(asked.pending).toEqual({ player: 'p1', decision: 'battle.damageFollowUp' });
    expect(Decisions.legalActions(asked)).toEqual([nullify]);
    expect(attribute(s.id(MIRANDA), 'WEAPONS')(asked)).toBe(7);
    expect(after.cards[s.id('Tactical Console')]?.zone).toEqual({ kind: 'discard', player: 'p2' });
    expect(attribute(s.id(MIRANDA), 'WEAPONS')(after)).toBe(4);
  });

  it('should nullify at most one Event each turn ("once per turn")', () => {
    // Arrange: an Event already nullified by p1's tactic this turn
    const s = withConsole();
    const used = useNullifyEvent('p1')(s.game);
    const { damaged } = fireWithTopTactic({ ...s, game: used }, [VORCHA], MIRANDA);
    // Act
    const next = nextFollowUp(damaged);
    // Assert
    expect(next).toBeUndefined();
    expect(
      nextFollowUp(queueFollowUp({ kind: 'nullifyEvent', player: 'p1', target: s.id(MIRANDA) })(used)),
    ).toBe(undefined);
  });

  it('should damage RANGE -1, WEAPONS -1, SHIELDS -3 and HULL -35% as a damage marker (Rulebook 7.5.1)', () => {
    // Arrange
    const s = tacticDuel(VORCHA, ['Kurn', 'Divok', 'Kargan'], DECK);
    // Act
    const marker = asMarkerOnEnterprise(s, TITLE);
    // Assert
    expect(marker.attributes).toEqual({ RANGE: -1, WEAPONS: -1, SHIELDS: -3 });
    expect(marker.hull).toBe(35);
  });

  it('should let the damaged ship\'s controller play Scan only where they have an undamaged ship ("Scanners off line")', () => {
    // Arrange: p1's damaged U.S.S. Galaxy at Investigate Anomaly; then also p1's undamaged Runabout there
    const build = (runabout: boolean) => {
      const b = onTurn()
        .mission('p1', 'Investigate Anomaly')
        .ship('p1', 'U.S.S. Galaxy', { at: 'Investigate Anomaly' })
        .aboard('U.S.S. Galaxy', 'p1', ['Data', 'Neela Daren'])
        .table('p2', [TITLE])
        .hand('p1', ['Scan']);
      const s = (runabout ? b.ship('p1', 'Runabout', { at: 'Investigate Anomaly' }) : b).build();
      return { s, game: placeMarker(s.id(TITLE), s.id('U.S.S. Galaxy'))(s.game) };
    };
    const scan = (s: Scenario) =>
      ({
        type: 'card.play',
        player: 'p1',
        card: s.id('Scan'),
        kind: 'interrupt',
        target: { card: s.id('U.S.S. Galaxy') },
        stop: [s.id('Data'), s.id('Neela Daren')],
      }) as const;
    const [alone, withRunabout] = [build(false), build(true)];
    // Act
    const refused = refusal(alone.game, scan(alone.s));
    const allowed = refusal(withRunabout.game, scan(withRunabout.s));
    // Assert
    expect(refusal(alone.s.game, scan(alone.s))).toBeNull();
    expect(refused).toBe('Tactic damage marker: Scanners off line');
    expect(allowed).toBeNull();
  });
});

// Helpers

/** p1's I.K.C. Vor'Cha (staffed) against p2's U.S.S. Miranda carrying p2's Tactical Console. */
const withConsole = (): Scenario => {
  const s = tacticDuel(VORCHA, ['Kurn', 'Divok', 'Kargan'], DECK, (b) => b.hand('p2', ['Tactical Console']));
  return {
    ...s,
    game: moveCard(s.id('Tactical Console'), { kind: 'playedOn', host: s.id(MIRANDA) })(s.game),
  };
};
