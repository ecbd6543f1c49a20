import * as O from 'fp-ts/Option';
import type { TacticText } from '../../cards/language/tactic-language';
import { tacticText } from '../cards-in-play/damage-markers';
import type { GameState } from '../core/game-state';
import { scenario } from '../game/scenario';
import { beginShipBattle, chooseTactics, HERE, space, withBridge } from './battle-test-support';
import { shipFight } from './battle-under-way';
import { openFire } from './ship-fire';
import { defendRule } from './ship-initiation';
import { bonusOf, currentTactic, shipsHere, shipsPresent, tacticBonus } from './tactic-bonus';

describe('bonusOf', () => {
  it('should add a conditional bonus once, or once per ship with "each" (Rulebook 7.4 stage 4, Attack Wing)', () => {
    // Arrange
    const s = withBridge(space().ship('p1', 'U.S.S. Danube', { at: HERE }), 'p1', [
      'Pulse Disruptor',
      'Attack Wing',
      'Evasive Maneuvers',
    ]).build();
    const game = s.game;
    const vorcha = s.id("I.K.C. Vor'Cha");
    const enterprise = s.id('U.S.S. Enterprise');
    // Act & Assert: Pulse Disruptor "Attack: 1 … ATTACK bonus +2 if you have a Klingon ship firing"
    expect(
      bonusOf(text(s.id('Pulse Disruptor'), game), 'attack', { firing: [vorcha], defending: null })(game),
    ).toBe(3);
    expect(
      bonusOf(text(s.id('Pulse Disruptor'), game), 'attack', { firing: [], defending: null })(game),
    ).toBe(1);
    // Attack Wing: "Attack: 1 … ATTACK bonus +1 for each of your ships firing"
    const wing = text(s.id('Attack Wing'), game);
    expect(bonusOf(wing, 'attack', { firing: [vorcha, enterprise], defending: null })(game)).toBe(3);
    // Evasive Maneuvers: "Defense: 4. DEFENSE bonus +2 if you have a ship with no staffing requirements defending"
    const evasive = text(s.id('Evasive Maneuvers'), game);
    expect(bonusOf(evasive, 'defense', { firing: [], defending: vorcha })(game)).toBe(4);
    expect(bonusOf(evasive, 'defense', { firing: [], defending: s.id('U.S.S. Danube') })(game)).toBe(6);
  });
});

describe('tacticBonus', () => {
  it('should give the current tactic\'s bonus, none without one (Rulebook 7.4 stage 4: "if any")', () => {
    // Arrange
    const s = withBridge(space(), 'p1', ['Pulse Disruptor']).build();
    const battle = beginShipBattle(s.game, s.id);
    const volley = { firing: [s.id("I.K.C. Vor'Cha")], defending: null };
    // Act
    const played = chooseTactics(battle, { p1: { draws: 1, play: 0 } });
    const none = chooseTactics(battle, { p1: { draws: 1, play: null } });
    // Assert
    expect(currentTactic('p1')(played)).toEqual(O.some(s.id('Pulse Disruptor')));
    expect(tacticBonus('p1', 'attack', volley)(played)).toBe(3);
    expect(tacticBonus('p1', 'attack', volley)(none)).toBe(0);
    expect(tacticBonus('p2', 'defense', volley)(played)).toBe(0);
  });

  it("should add the ATTACK bonus once and the target's DEFENSE bonus to the volley (Rulebook 7.4 stage 4 Open Fire)", () => {
    // Arrange: Vor'Cha WEAPONS 8 against Enterprise SHIELDS 9
    const s = withBridge(withBridge(space(), 'p1', ['Pulse Disruptor']), 'p2', ['Phaser Banks']).build();
    const battle = beginShipBattle(s.game, s.id);
    // Act
    const plain = openFire(battle);
    const attacking = openFire(chooseTactics(battle, { p1: { draws: 1, play: 0 } }));
    const both = openFire(chooseTactics(battle, { p1: { draws: 1, play: 0 }, p2: { draws: 1, play: 0 } }));
    // Assert
    expect(results(plain)).toEqual(['miss']);
    expect(results(attacking)).toEqual(['hit']);
    expect(attacking.chronicle.at(-1)?.text).toContain('ATTACK 11 (tactic +3) against DEFENSE 9, a hit');
    expect(results(both)).toEqual(['miss']);
    expect(both.chronicle.at(-1)?.text).toContain('against DEFENSE 11 (tactic +2)');
  });
});

describe('shipsHere', () => {
  it('should count a ship carried aboard a ship at the battle\'s location: Frontal Assault\'s "multiple … ships here" (Rulebook "Here", "Carried ships")', () => {
    // Arrange: Frontal Assault, "Attack: 1 … ATTACK … bonus +2 if … multiple non-[Bor] ships here"; p1's Vor'Cha
    // carries a shuttle
    const alone = withBridge(space('in space'), 'p1', ['Frontal Assault']).build();
    const carrying = withBridge(
      space('in space').ship('p1', 'Type VI Shuttlecraft', { carriedBy: "I.K.C. Vor'Cha" }),
      'p1',
      ['Frontal Assault'],
    ).build();
    const volley = (s: typeof alone) => ({ firing: [s.id("I.K.C. Vor'Cha")], defending: null });
    const played = (s: typeof alone) =>
      chooseTactics(beginShipBattle(s.game, s.id), { p1: { draws: 1, play: 0 } });
    // Act
    const here = shipsHere('p1')(played(carrying));
    // Assert
    expect(here).toEqual([carrying.id("I.K.C. Vor'Cha"), carrying.id('Type VI Shuttlecraft')]);
    expect(tacticBonus('p1', 'attack', volley(carrying))(played(carrying))).toBe(3);
    expect(tacticBonus('p1', 'attack', volley(alone))(played(alone))).toBe(1);
  });
});

describe('shipsPresent', () => {
  it('should leave out a carried ship, present with no other ship, and keep a docked one (Rulebook 12.4 Present: "(except carried ships)")', () => {
    // Arrange: p2's Enterprise carries a shuttle; the Miranda is docked at p2's outpost
    const s = space('docked').ship('p2', 'Type VI Shuttlecraft', { carriedBy: 'U.S.S. Enterprise' }).build();
    const battle = beginShipBattle(s.game, s.id);
    // Act
    const present = shipsPresent('p2')(battle);
    // Assert
    expect(present).toEqual([s.id('U.S.S. Enterprise'), s.id('U.S.S. Miranda')]);
    expect(shipsHere('p2')(battle)).toEqual([...present, s.id('Type VI Shuttlecraft')]);
  });
});

describe('defending force firing', () => {
  it("should count the defending force as firing only when it returns fire (Rulebook 7.4 stage 5, T'Pol/Soong Maneuver)", () => {
    // Arrange: p1's Vor'Cha fires at p2's Enterprise (NX-class, SHIELDS 5): "DEFENSE bonus +2 if you have a NX-class
    // ship firing"
    const s = withBridge(
      scenario()
        .mission('p1', HERE)
        .ship('p1', "I.K.C. Vor'Cha", { at: HERE })
        .aboard("I.K.C. Vor'Cha", 'p1', ['Kurn'])
        .ship('p2', 'Enterprise', { at: HERE })
        .aboard('Enterprise', 'p2', ['Captain Reed']),
      'p2',
      ["T'Pol/Soong Maneuver"],
    ).build();
    const battle = beginShipBattle(s.game, s.id, 'Enterprise');
    const fire = (returnFireAt: string | null) =>
      openFire(
        chooseTactics(
          defendRule.apply({ type: 'battle.defend', player: 'p2', joining: [], returnFireAt })(battle),
          { p2: { draws: 1, play: 0 } },
        ),
      );
    // Act
    const still = fire(null);
    const returning = fire(s.id("I.K.C. Vor'Cha"));
    // Assert
    expect(still.chronicle.at(-1)?.text).toContain('against DEFENSE 7 (tactic +2)');
    expect(returning.chronicle.at(-1)?.text).toContain('against DEFENSE 9 (tactic +4)');
  });
});

// Helpers

const text = (card: string, game: GameState): TacticText =>
  O.getOrElseW(() => {
    throw new Error(`${card} has no tactic text`);
  })(tacticText(card)(game));

const results = (game: GameState) => shipFight(game).volleys.map((v) => v.result);
