import * as E from 'fp-ts/Either';
import { checkCommand } from '../core/decision';
import { type ScenarioBuilder, scenario } from '../game/scenario';
import type { DefendCommand } from './battle-model';
import { beginShipBattle, HERE } from './battle-test-support';
import {
  awaitDefense,
  defendRule,
  isAwaitingDefense,
  joinable,
  returnFireTargets,
  returnFireTargetsFor,
} from './ship-initiation';

describe('beginShip', () => {
  it('should set the battle: attacking force against the one target, the pending decision kept (Rulebook 7.4)', () => {
    // Arrange
    const { game, id } = fleet().build();
    // Act
    const next = beginShipBattle(game, id, 'U.S.S. Enterprise');
    // Assert
    expect(next.battle).toEqual({
      attacker: 'p1',
      defender: 'p2',
      location: id(HERE),
      counterAttack: false,
      fight: {
        kind: 'ship',
        forces: [[id("I.K.C. Vor'Cha")], [id('U.S.S. Enterprise')]],
        target: id('U.S.S. Enterprise'),
        volleys: [],
        hullDamage: {},
      },
      resume: { player: 'p1', decision: 'turn.act' },
      events: [{ card: id('U.S.S. Enterprise'), text: expect.stringContaining('p1 attacks with') }],
    });
    expect(next.chronicle.at(-1)?.text).toContain('U.S.S. Enterprise');
  });
});

describe('joinable', () => {
  it('should offer only the defender\'s compatible, undocked, uncloaked cards that can fire (Rulebook 7.4; Rulings "WEAPONS – using")', () => {
    // Arrange
    const { game, id } = fleet().build();
    // Act
    const offered = joinable(beginShipBattle(game, id, 'U.S.S. Enterprise'));
    // Assert
    expect(offered).toEqual([id('U.S.S. Galaxy')]);
  });
});

describe('returnFireTargets', () => {
  it('should offer each card of the attacking force when the defending force can fire, without a leader (Rulebook 7.4)', () => {
    // Arrange
    const { game, id } = fleet().build();
    // Act
    const targets = returnFireTargets(beginShipBattle(game, id, 'U.S.S. Enterprise'));
    // Assert
    expect(targets).toEqual([id("I.K.C. Vor'Cha")]);
  });

  it('should offer nothing when no card of the defending force can fire (Rulebook 7.4)', () => {
    // Arrange
    const { game, id } = fleet().build();
    const battle = beginShipBattle(game, id, 'U.S.S. Miranda');
    // Act & Assert
    expect(returnFireTargets(battle)).toEqual([]);
    expect(returnFireTargetsFor([id('U.S.S. Miranda'), id('U.S.S. Galaxy')])(battle)).toEqual([
      id("I.K.C. Vor'Cha"),
    ]);
  });
});

describe('awaitDefense', () => {
  it("should wait on the defender's battle.defend decision (Rulebook 7.4 ship battle, stage 1)", () => {
    // Arrange
    const { game, id } = fleet().build();
    // Act
    const next = awaitDefense(beginShipBattle(game, id, 'U.S.S. Enterprise'));
    // Assert
    expect([next.pending, isAwaitingDefense(next)]).toEqual([
      { player: 'p2', decision: 'battle.defend' },
      true,
    ]);
  });
});

describe('defendRule', () => {
  it('should list joining none or all joinable cards, with no return fire or each target (Rulebook 7.4)', () => {
    // Arrange
    const { game, id } = fleet().build();
    const battle = awaitDefense(beginShipBattle(game, id, 'U.S.S. Enterprise'));
    // Act
    const listed = defendRule
      .candidates('p2')(battle)
      .map((c) => [c.joining, c.returnFireAt]);
    // Assert
    const [galaxy, vorcha] = [id('U.S.S. Galaxy'), id("I.K.C. Vor'Cha")];
    expect(listed).toEqual([
      [[], null],
      [[], vorcha],
      [[galaxy], null],
      [[galaxy], vorcha],
    ]);
  });

  it('should offer return fire only when joining cards let a defending force that cannot fire do so (Rulebook 7.4)', () => {
    // Arrange
    const { game, id } = fleet().build();
    const battle = awaitDefense(beginShipBattle(game, id, 'U.S.S. Miranda'));
    // Act
    const listed = defendRule
      .candidates('p2')(battle)
      .map((c) => [c.joining.length, c.returnFireAt]);
    // Assert
    const vorcha = id("I.K.C. Vor'Cha");
    expect(listed).toEqual([
      [0, null],
      [1, null],
      [1, vorcha],
      [2, null],
      [2, vorcha],
      [1, null],
      [1, vorcha],
    ]);
  });

  it('should refuse the wrong player, an unoffered card and an illegal return fire target (Rulebook 7.4)', () => {
    // Arrange
    const { game, id } = fleet().build();
    const battle = awaitDefense(beginShipBattle(game, id, 'U.S.S. Enterprise'));
    const defend = (player: string, joining: ReadonlyArray<string>, at: string | null): DefendCommand => ({
      type: 'battle.defend',
      player,
      joining: joining.map(id),
      returnFireAt: at === null ? null : id(at),
    });
    // Act
    const refused = [
      defendRule.check(defend('p1', [], null))(battle),
      defendRule.check(defend('p2', ['U.S.S. Miranda'], null))(battle),
      defendRule.check(defend('p2', ['U.S.S. Galaxy', 'U.S.S. Galaxy'], null))(battle),
      defendRule.check(defend('p2', [], 'U.S.S. Galaxy'))(battle),
    ];
    // Assert
    expect(refused.map((r) => E.isLeft(r) && r.left.rule)).toEqual(
      Array(4).fill('7.4 Ship battle: Initiation'),
    );
    expect(E.isLeft(checkCommand(defendRule, defend('p1', [], null))(battle))).toBe(true);
    expect(isAwaitingDefense(battle)).toBe(true);
  });

  it('should accept any subset of the joinable cards (Rulebook 7.4 ship battle, stage 1)', () => {
    // Arrange
    const { game, id } = fleet()
      .ship('p2', 'U.S.S. Hood', { at: HERE })
      .aboard('U.S.S. Hood', 'p2', ['Worf'])
      .build();
    const battle = awaitDefense(beginShipBattle(game, id, 'U.S.S. Enterprise'));
    const command: DefendCommand = {
      type: 'battle.defend',
      player: 'p2',
      joining: [id('U.S.S. Hood')],
      returnFireAt: null,
    };
    // Act & Assert
    expect(joinable(battle)).toEqual([id('U.S.S. Galaxy'), id('U.S.S. Hood')]);
    expect(defendRule.check(command)(battle)).toEqual(E.right(undefined));
  });

  it('should add the joining cards behind the target and record the return fire choice (Rulebook 7.4)', () => {
    // Arrange
    const { game, id } = fleet().build();
    const battle = awaitDefense(beginShipBattle(game, id, 'U.S.S. Enterprise'));
    const command: DefendCommand = {
      type: 'battle.defend',
      player: 'p2',
      joining: [id('U.S.S. Galaxy')],
      returnFireAt: id("I.K.C. Vor'Cha"),
    };
    // Act
    const next = defendRule.apply(command)(battle);
    // Assert
    expect(next.battle?.fight).toMatchObject({
      forces: [[id("I.K.C. Vor'Cha")], [id('U.S.S. Enterprise'), id('U.S.S. Galaxy')]],
      returnFireAt: id("I.K.C. Vor'Cha"),
    });
    expect(isAwaitingDefense(next)).toBe(false);
    expect(next.chronicle.slice(-2).map((e) => e.text)).toEqual([
      expect.stringContaining('joins the defending force'),
      expect.stringContaining("is the target of p2's return fire"),
    ]);
  });
});

// Helpers

/**
 * p1's Vor'Cha (Kurn aboard) against p2's fleet: the Enterprise (Picard), the Galaxy (Data), the Miranda (no crew),
 * the Nebula (Riker) docked at a Federation Outpost, a cloaked Excelsior (Geordi) and a Klingon K'Vort (Kromm).
 */
const fleet = (): ScenarioBuilder =>
  scenario({ pending: { player: 'p1', decision: 'turn.act' } })
    .mission('p1', HERE)
    .ship('p1', "I.K.C. Vor'Cha", { at: HERE })
    .aboard("I.K.C. Vor'Cha", 'p1', ['Kurn'])
    .ship('p2', 'U.S.S. Enterprise', { at: HERE })
    .aboard('U.S.S. Enterprise', 'p2', ['Jean-Luc Picard'])
    .ship('p2', 'U.S.S. Galaxy', { at: HERE })
    .aboard('U.S.S. Galaxy', 'p2', ['Data'])
    .ship('p2', 'U.S.S. Miranda', { at: HERE })
    .facility('p2', 'Federation Outpost', { at: HERE })
    .ship('p2', 'U.S.S. Nebula', { dockedAt: 'Federation Outpost' })
    .aboard('U.S.S. Nebula', 'p2', ['William T. Riker'])
    .ship('p2', 'U.S.S. Excelsior', { at: HERE })
    .aboard('U.S.S. Excelsior', 'p2', ['Geordi La Forge'])
    .modify('U.S.S. Excelsior', { cloaked: true })
    .ship('p2', "I.K.C. K'Vort", { at: HERE })
    .aboard("I.K.C. K'Vort", 'p2', ['Kromm']);
