import { fc, test } from '@fast-check/jest';
import type { GameState } from '../core/game-state';
import { beginShipBattle, HERE, space } from './battle-test-support';
import { attackTotal, canFire, defenseTotal, fireResult, openFire, returnFire } from './ship-fire';
import { defendRule } from './ship-initiation';

describe('canFire', () => {
  it('should need WEAPONS, a matching personnel aboard, and the card undocked (Rulings "WEAPONS – using")', () => {
    // Arrange
    const { game, id } = space()
      .ship('p1', "I.K.C. K'Vort", { at: HERE })
      .ship('p1', 'I.K.C. Pagh', { at: HERE })
      .aboard('I.K.C. Pagh', 'p1', ['William T. Riker'])
      .ship('p2', 'U.S.S. Nebula', { dockedAt: 'Federation Outpost' })
      .aboard('U.S.S. Nebula', 'p2', ['Data'])
      .build();
    // Act & Assert
    expect(
      ["I.K.C. Vor'Cha", "I.K.C. K'Vort", 'I.K.C. Pagh', 'U.S.S. Nebula'].map((s) => canFire(id(s))(game)),
    ).toEqual([true, false, false, false]);
  });
});

describe('attackTotal', () => {
  it("should add the WEAPONS, with modifiers, of each of the force's cards able to fire (Rulebook 7.4 stage 4)", () => {
    // Arrange
    const { game, id } = space()
      .ship('p1', "I.K.C. K'Vort", { at: HERE })
      .aboard("I.K.C. K'Vort", 'p1', ['Kromm'])
      .ship('p1', 'I.K.C. Pagh', { at: HERE })
      .build();
    const force = ["I.K.C. Vor'Cha", "I.K.C. K'Vort", 'I.K.C. Pagh'].map(id);
    // Act & Assert
    expect(attackTotal(force)(game)).toBe(8 + 6);
    expect(attackTotal(force)(withAttribute(game, id("I.K.C. K'Vort"), 'WEAPONS', 'add', 2))).toBe(8 + 8);
  });
});

describe('defenseTotal', () => {
  it('should be the SHIELDS of the single target (Rulebook 7.4 stage 4)', () => {
    // Arrange
    const { game, id } = space().build();
    // Act & Assert
    expect(defenseTotal(id('U.S.S. Enterprise'))(game)).toBe(9);
  });

  it('should add 50% of the SHIELDS of the facility the target is docked at, unrounded (Rulebook 7.4 stage 4)', () => {
    // Arrange
    const { game, id } = space().build();
    const outpost = id('Federation Outpost');
    // Act & Assert
    expect(defenseTotal(id('U.S.S. Miranda'))(game)).toBe(5 + 15);
    expect(defenseTotal(id('U.S.S. Miranda'))(withAttribute(game, outpost, 'SHIELDS', 'set', 7))).toBe(
      5 + 3.5,
    );
  });
});

describe('fireResult', () => {
  test.prop([fc.integer({ min: 1, max: 1000 })])(
    'should miss at ATTACK = DEFENSE, hit at ATTACK = 2 × DEFENSE, directly hit above it (Rulebook 7.4 stage 4)',
    (defense) => {
      // Act & Assert
      expect([defense, defense + 1, 2 * defense, 2 * defense + 1].map((a) => fireResult(a, defense))).toEqual(
        ['miss', 'hit', 'hit', 'directHit'],
      );
    },
  );
});

describe('openFire', () => {
  it('should record a miss, a hit or a direct hit on the target, and no damage (Rulebook 7.4 stage 4)', () => {
    // Arrange
    const { game, id } = space().build();
    const at = (defense: number) =>
      openFire(
        beginShipBattle(
          withAttribute(game, id('U.S.S. Enterprise'), 'SHIELDS', 'set', defense),
          id,
          'U.S.S. Enterprise',
        ),
      );
    // Act
    const results = [8, 4, 3].map((defense) => at(defense));
    // Assert
    expect(results.map((g) => g.battle?.fight.kind === 'ship' && g.battle.fight.volleys)).toEqual(
      ['miss', 'hit', 'directHit'].map((result) => [
        { target: id('U.S.S. Enterprise'), result, by: 'p1', firing: [id("I.K.C. Vor'Cha")] },
      ]),
    );
    expect(results.map((g) => g.cards[id('U.S.S. Enterprise')]?.damage)).toEqual([0, 0, 0]);
    expect(results[1]?.chronicle.at(-1)?.text).toContain('ATTACK 8 against DEFENSE 4, a hit');
  });

  it('should let the facility a target is docked at turn a hit into a miss (Rulebook 7.4 stage 4)', () => {
    // Arrange
    const { game, id } = space().build();
    const undocked = space('in space').build();
    // Act
    const docked = openFire(beginShipBattle(game, id, 'U.S.S. Miranda'));
    const alone = openFire(beginShipBattle(undocked.game, undocked.id, 'U.S.S. Miranda'));
    // Assert
    const vorcha = [id("I.K.C. Vor'Cha")];
    expect(volleys(docked)).toEqual([
      { target: id('U.S.S. Miranda'), result: 'miss', by: 'p1', firing: vorcha },
    ]);
    expect(volleys(alone)).toEqual([
      {
        target: undocked.id('U.S.S. Miranda'),
        result: 'hit',
        by: 'p1',
        firing: [undocked.id("I.K.C. Vor'Cha")],
      },
    ]);
  });
});

describe('returnFire', () => {
  it('should fire the defending force at the chosen card of the attacking force (Rulebook 7.4 stage 5)', () => {
    // Arrange
    const { game, id } = space().build();
    const vorcha = id("I.K.C. Vor'Cha");
    const battle = defend(openFire(beginShipBattle(game, id, 'U.S.S. Enterprise')), vorcha);
    // Act
    const next = returnFire(battle);
    // Assert
    expect(volleys(next)).toEqual([
      { target: id('U.S.S. Enterprise'), result: 'miss', by: 'p1', firing: [vorcha] },
      { target: vorcha, result: 'hit', by: 'p2', firing: [id('U.S.S. Enterprise')] },
    ]);
  });

  it('should do nothing when the defender does not return fire (Rulebook 7.4 stage 5)', () => {
    // Arrange
    const { game, id } = space().build();
    const battle = defend(openFire(beginShipBattle(game, id, 'U.S.S. Enterprise')), null);
    // Act & Assert
    expect(returnFire(battle)).toBe(battle);
  });
});

// Helpers

const defend = (game: GameState, returnFireAt: string | null): GameState =>
  defendRule.apply({ type: 'battle.defend', player: 'p2', joining: [], returnFireAt })(game);

const volleys = (game: GameState) =>
  game.battle?.fight.kind === 'ship' ? game.battle.fight.volleys : undefined;

const withAttribute = (
  game: GameState,
  target: string,
  name: 'WEAPONS' | 'SHIELDS',
  op: 'set' | 'add',
  amount: number,
): GameState => ({
  ...game,
  modifiers: [
    ...game.modifiers,
    {
      target,
      value: { kind: 'attribute', name },
      op,
      amount,
      source: 'test',
      sourceTitle: 'Test',
      cumulative: true,
    },
  ],
});
