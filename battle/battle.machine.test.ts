import * as E from 'fp-ts/Either';
import { withBridge } from '../domain/battle-rules/battle-test-support';
import { battleNow, dueAttack } from '../domain/battle-rules/rogue-borg';
import { SELF_CONTROLLED } from '../domain/battle-rules/self-controlled';
import { markersOn } from '../domain/cards-in-play/damage-markers';
import type { Command } from '../domain/game/decisions';
import { type Scenario, scenario } from '../domain/game/scenario';
import { type Game, legalActions, pending, send, state } from '../machines/engine';
import { acting, sent } from '../machines/engine-test-support';

describe('battleMachine', () => {
  it('should run a personnel battle from initiation to resolution and give back the turn (Rulebook 7.4 personnel battle)', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Evaluate Terraforming')
      .surface('Evaluate Terraforming', 'p1', ['Kurn', 'Gowron'])
      .surface('Evaluate Terraforming', 'p2', ['Jean-Luc Picard'])
      .build();
    const game = acting(s.game);
    const attack = only(game, 'battle.initiate');
    // Act
    const fought = playOut(sent(game, attack));
    // Assert
    const after = state(fought);
    expect(after.battle).toBeUndefined();
    expect(pending(fought)).toEqual({ player: 'p1', decision: 'turn.act' });
    const survivors = [s.id('Kurn'), s.id('Gowron'), s.id('Jean-Luc Picard')].filter(
      (id) => after.cards[id]?.zone.kind === 'planetSurface',
    );
    expect(survivors.every((id) => after.cards[id]?.stopped === true)).toBe(true);
    expect(after.counterAttacks).toEqual([
      { player: 'p2', against: 'p1', location: s.id('Evaluate Terraforming'), turn: 2 },
    ]);
  });

  it('should ask the defender how to defend, then fire and damage (Rulebook 7.4 ship battle, 7.5.1 rotation damage)', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Evaluate Terraforming')
      .ship('p1', "I.K.C. Vor'Cha", { at: 'Evaluate Terraforming' })
      .aboard("I.K.C. Vor'Cha", 'p1', ['Kurn'])
      .ship('p2', 'U.S.S. Enterprise', { at: 'Evaluate Terraforming' })
      .aboard('U.S.S. Enterprise', 'p2', ['Jean-Luc Picard'])
      .build();
    const game = acting(s.game);
    // Act
    const asked = sent(game, only(game, 'battle.initiate'));
    // Assert
    expect(pending(asked)).toEqual({ player: 'p2', decision: 'battle.defend' });
    const answers = legalActions(asked);
    expect(answers).toContainEqual({
      type: 'battle.defend',
      player: 'p2',
      joining: [],
      returnFireAt: s.id("I.K.C. Vor'Cha"),
    });
    const fought = sent(asked, answers[answers.length - 1] as Command);
    expect(state(fought).battle).toBeUndefined();
    expect(pending(fought)).toEqual({ player: 'p1', decision: 'turn.act' });
    expect(state(fought).cards[s.id("I.K.C. Vor'Cha")]?.stopped).toBe(true);
  });

  it('should refuse a strike from the wrong player and change nothing (Rulebook 7.4 personnel battle, stage 4 Combat)', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Evaluate Terraforming')
      .surface('Evaluate Terraforming', 'p1', ['Kurn'])
      .surface('Evaluate Terraforming', 'p2', ['Jean-Luc Picard'])
      .build();
    const game = acting(s.game);
    const striking = sent(game, only(game, 'battle.initiate'));
    const before = state(striking);
    const other = before.pending?.player === 'p1' ? 'p2' : 'p1';
    // Act
    const refused = send(striking, { type: 'battle.strike', player: other, strike: 'stun' });
    // Assert
    expect(E.isLeft(refused)).toBe(true);
    expect(state(striking)).toBe(before);
  });

  it('should let a crew with a leader attack the Rogue Borg aboard its ship (Rulebook 7.4)', () => {
    // Arrange
    const s = rogueBorgAboard(['Jean-Luc Picard']);
    const game = acting(s.game);
    const attack = only(game, 'battle.initiate');
    // Act
    const fought = playOut(sent(game, attack));
    // Assert
    expect(attack).toMatchObject({
      attackers: [s.id('Jean-Luc Picard')],
      defenders: [s.id('b1'), s.id('b2')],
    });
    const after = state(fought);
    expect(after.battle).toBeUndefined();
    expect(pending(fought)).toEqual({ player: 'p1', decision: 'turn.act' });
    expect([after.cards[s.id('b1')]?.zone, after.cards[s.id('b2')]?.zone]).toEqual([
      { kind: 'discard', player: 'p2' },
      { kind: 'discard', player: 'p2' },
    ]);
    expect(after.cards[s.id('Jean-Luc Picard')]?.stopped).toBe(true);
  });

  it('should give no counter-attack right to or from the Rogue Borg (Rulebook 7.4 "Counter-attack")', () => {
    // Arrange
    const s = rogueBorgAboard(['Jean-Luc Picard']);
    const game = acting(s.game);
    // Act
    const fought = playOut(sent(game, only(game, 'battle.initiate')));
    // Assert
    expect(state(fought).counterAttacks ?? []).toEqual([]);
  });

  it('should refuse an attack on the Rogue Borg without a leader and change nothing (Rulebook 7.4)', () => {
    // Arrange
    const s = rogueBorgAboard(['Mendon']);
    const game = acting(s.game);
    const before = state(game);
    const attack: Command = {
      type: 'battle.initiate',
      player: 'p1',
      kind: 'personnel',
      place: { kind: 'aboard', carrier: s.id('U.S.S. Enterprise') },
      attackers: [s.id('Mendon')],
      defenders: [s.id('b1'), s.id('b2')],
    };
    // Act
    const refused = send(game, attack);
    // Assert
    expect(E.isLeft(refused) && refused.left.rule).toBe('7.4 Battle');
    expect(legalActions(game).filter((c) => c.type === 'battle.initiate')).toEqual([]);
    expect(state(game)).toBe(before);
  });

  it('should run stage 3 Tactics between Responses and Open Fire, then tactics damage (Rulebook 7.4 ship battle, 7.5.1)', () => {
    // Arrange: Vor'Cha (WEAPONS 8, SHIELDS 7) with Kurn against Enterprise (8/9) with Picard, both with Battle Bridges
    const s = withBridge(
      withBridge(
        scenario()
          .mission('p1', 'Evaluate Terraforming')
          .ship('p1', "I.K.C. Vor'Cha", { at: 'Evaluate Terraforming' })
          .aboard("I.K.C. Vor'Cha", 'p1', ['Kurn'])
          .ship('p2', 'U.S.S. Enterprise', { at: 'Evaluate Terraforming' })
          .aboard('U.S.S. Enterprise', 'p2', ['Jean-Luc Picard']),
        'p1',
        ['Pulse Disruptor', 'Photon Torpedo'],
      ),
      'p2',
      ['Phaser Banks', 'Plasma Torpedo', 'Spiral-Wave Disruptor'],
    ).build();
    const vorcha = s.id("I.K.C. Vor'Cha");
    const game = acting(s.game);
    const defended = sent(sent(game, only(game, 'battle.initiate')), {
      type: 'battle.defend',
      player: 'p2',
      joining: [],
      returnFireAt: vorcha,
    });
    // Act (the game is one live actor: each answer is read as it comes)
    const asked = pending(defended);
    const refused = send(defended, { type: 'tactic.draw', player: 'p2' });
    const drawn = sent(sent(defended, { type: 'tactic.draw', player: 'p1' }), {
      type: 'tactic.draw',
      player: 'p1',
    });
    const choices = legalActions(drawn);
    const p1Played = sent(drawn, { type: 'tactic.play', player: 'p1', card: s.id('Pulse Disruptor') });
    const p2Asked = pending(p1Played);
    const p2Drawn = sent(p1Played, { type: 'tactic.draw', player: 'p2' });
    const fought = sent(p2Drawn, { type: 'tactic.play', player: 'p2', card: s.id('Phaser Banks') });
    // Assert
    expect(asked).toEqual({ player: 'p1', decision: 'battle.tactic' });
    expect(E.isLeft(refused)).toBe(true);
    expect(choices).toEqual([
      { type: 'tactic.play', player: 'p1', card: null },
      { type: 'tactic.play', player: 'p1', card: s.id('Pulse Disruptor') },
      { type: 'tactic.play', player: 'p1', card: s.id('Photon Torpedo') },
    ]);
    expect(p2Asked).toEqual({ player: 'p2', decision: 'battle.tactic' });
    const after = state(fought);
    expect(pending(fought)).toEqual({ player: 'p1', decision: 'turn.act' });
    expect(new Set(markersOn(vorcha)(after))).toEqual(
      new Set([s.id('Plasma Torpedo'), s.id('Spiral-Wave Disruptor')]),
    );
    expect(after.cards[s.id('Kurn')]?.zone).toEqual({ kind: 'discard', player: 'p1' });
    expect(after.cards[s.id('Pulse Disruptor')]?.zone).toEqual({ kind: 'discard', player: 'p1' });
    expect(after.cards[s.id('Phaser Banks')]?.zone).toEqual({ kind: 'discard', player: 'p2' });
    expect(after.cards[s.id('Photon Torpedo')]).toMatchObject({ zone: { kind: 'sideDeck' }, faceUp: true });
    expect(after.chronicle.map((e) => e.text)).toContain(
      'p2 wins the ship battle: HULL damage 60% (p1) against 0% (p2)',
    );
  });
});

// Helpers

/**
 * p1's Enterprise with `crew` aboard and two Rogue Borg Mercenaries (p2's cards, self-controlled) whose battle at the
 * start of this turn is spent (demanded and recorded as fought, not run).
 */
const rogueBorgAboard = (crew: ReadonlyArray<string>): Scenario => {
  const s = scenario()
    .mission('p1', 'Evaluate Terraforming')
    .ship('p1', 'U.S.S. Enterprise', { at: 'Evaluate Terraforming' })
    .aboard('U.S.S. Enterprise', 'p1', crew)
    .aboard('U.S.S. Enterprise', 'p2', [
      { title: 'Rogue Borg Mercenaries', label: 'b1' },
      { title: 'Rogue Borg Mercenaries', label: 'b2' },
    ])
    .modify('b1', { controller: SELF_CONTROLLED })
    .modify('b2', { controller: SELF_CONTROLLED })
    .build();
  return { ...s, game: dueAttack(battleNow(s.id('b1'))(s.game)).game };
};

const only = (game: Game, type: string): Command => {
  const found = legalActions(game).filter((c) => c.type === type);
  if (found.length !== 1) throw new Error(`expected one ${type}, found ${found.length}`);
  return found[0] as Command;
};

/** Answers every battle decision with its first legal answer until the turn decision is back. */
const playOut = (game: Game): Game => {
  let now = game;
  for (let i = 0; i < 50 && pending(now)?.decision !== 'turn.act'; i++)
    now = sent(now, legalActions(now)[0] as Command);
  return now;
};
