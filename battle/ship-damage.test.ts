import type { FireResult } from '../domain/battle-rules/battle-model';
import {
  beginShipBattle,
  chooseTactics,
  HERE,
  space,
  withBridge,
} from '../domain/battle-rules/battle-test-support';
import { openFire, returnFire } from '../domain/battle-rules/ship-fire';
import { awaitDefense, defendRule } from '../domain/battle-rules/ship-initiation';
import { markersOn } from '../domain/cards-in-play/damage-markers';
import { cardsIn, type GameState } from '../domain/core/game-state';
import { effectiveRange } from '../domain/orders/turn-state';
import {
  applyDamage,
  determineShipWinner,
  forceHullDamage,
  resolveShip,
  rotationDamage,
} from './ship-damage';

describe('applyDamage', () => {
  it('should place 1 marker (HULL 50%) for a hit and 2 (HULL 100%) for a direct hit, destroying nothing yet (Rulebook 7.4 stage 6, 7.5.1)', () => {
    // Arrange
    const { game, id } = space().build();
    const [vorcha, enterprise] = [id("I.K.C. Vor'Cha"), id('U.S.S. Enterprise')];
    // Act
    const next = applyDamage(
      withVolleys(beginShipBattle(game, id), [
        [enterprise, 'directHit'],
        [vorcha, 'hit'],
      ]),
    );
    // Assert
    expect([next.cards[enterprise]?.damage, next.cards[vorcha]?.damage]).toEqual([2, 1]);
    expect(fightOf(next).hullDamage).toEqual({ [enterprise]: 100, [vorcha]: 50 });
    expect(next.cards[enterprise]?.zone.kind).toBe('atLocation');
  });

  it('should place nothing for a miss (Rulebook 7.4 stage 6)', () => {
    // Arrange
    const { game, id } = space().build();
    const started = withVolleys(beginShipBattle(game, id), [[id('U.S.S. Enterprise'), 'miss']]);
    // Act & Assert
    expect(applyDamage(started)).toBe(started);
  });
});

describe('applyDamage with a Battle Bridge side deck', () => {
  it("should deal each player's own damage system: tactics damage by p1, rotation damage by p2 (Rulebook 7.5.1)", () => {
    // Arrange: p1 has a Battle Bridge side deck, p2 none
    const s = withBridge(space(), 'p1', ['Phaser Banks', 'Photon Torpedo']).build();
    const [vorcha, enterprise] = [s.id("I.K.C. Vor'Cha"), s.id('U.S.S. Enterprise')];
    const started = withVolleys(beginShipBattle(s.game, s.id), [
      [enterprise, 'hit'],
      [vorcha, 'hit'],
    ]);
    // Act
    const next = applyDamage(started);
    // Assert
    expect(markersOn(enterprise)(next)).toHaveLength(2);
    expect(next.cards[enterprise]?.damage).toBe(0);
    expect(markersOn(vorcha)(next)).toEqual([]);
    expect(next.cards[vorcha]?.damage).toBe(1);
    expect(fightOf(next).hullDamage).toEqual({ [enterprise]: 65, [vorcha]: 50 });
  });

  it('should destroy at resolution a card at 100% HULL damage, its markers back to their side deck (Rulebook 7.4 stage 8, Rulings "damage")', () => {
    // Arrange: four markers, 30 + 35 + 30 + 30 = 125%
    const s = withBridge(space(), 'p1', [
      'Pulse Disruptor',
      'Phaser Banks',
      'Photon Torpedo',
      'Plasma Torpedo',
      'Spiral-Wave Disruptor',
    ]).build();
    const enterprise = s.id('U.S.S. Enterprise');
    const chosen = chooseTactics(beginShipBattle(s.game, s.id), { p1: { draws: 1, play: 0 } });
    const damaged = applyDamage(withVolleys(chosen, [[enterprise, 'directHit']]));
    // Act
    const resolved = resolveShip(damaged);
    // Assert
    expect(damaged.cards[enterprise]?.zone.kind).toBe('atLocation');
    expect(resolved.cards[enterprise]?.zone).toEqual({ kind: 'discard', player: 'p2' });
    expect(cardsIn({ kind: 'sideDeck', player: 'p1', name: 'Battle Bridge Door' })(resolved)).toHaveLength(4);
    expect(resolved.cards[s.id('Pulse Disruptor')]?.zone).toEqual({ kind: 'discard', player: 'p1' });
  });
});

describe('rotationDamage', () => {
  it('should decloak a cloaked card and reduce its RANGE to 5 (Rulebook 7.5.1 rotation damage)', () => {
    // Arrange
    const { game, id } = space().modify("I.K.C. Vor'Cha", { cloaked: true }).build();
    const vorcha = id("I.K.C. Vor'Cha");
    // Act
    const next = rotationDamage(vorcha, 1)(beginShipBattle(game, id));
    // Assert
    expect([next.cards[vorcha]?.cloaked, effectiveRange(vorcha)(next)]).toEqual([undefined, 5]);
    expect(next.chronicle.at(-1)?.text).toContain('decloaks');
  });
});

describe('determineShipWinner', () => {
  it('should make the force with less HULL damage the winner (Rulebook 7.4 stage 7)', () => {
    // Arrange
    const { game, id } = space().build();
    // Act
    const next = determineShipWinner(rotationDamage(id('U.S.S. Enterprise'), 1)(beginShipBattle(game, id)));
    // Assert
    expect(next.battle?.winner).toBe('p1');
  });

  it('should give no winner when both forces took equal HULL damage (Rulebook 7.4 stage 7)', () => {
    // Arrange
    const { game, id } = space().build();
    const hit = (ref: string) => rotationDamage(id(ref), 1);
    // Act
    const next = determineShipWinner(
      hit("I.K.C. Vor'Cha")(hit('U.S.S. Enterprise')(beginShipBattle(game, id))),
    );
    // Assert
    expect(next.battle?.winner).toBeNull();
  });

  it('should count no card beyond 100% HULL damage (Rulebook 7.4 stage 7)', () => {
    // Arrange
    const { game, id } = space().ship('p1', "I.K.C. K'Vort", { at: HERE }).build();
    const started = beginShipBattle(game, id, 'U.S.S. Enterprise', ["I.K.C. Vor'Cha", "I.K.C. K'Vort"]);
    const damaged = [
      rotationDamage(id('U.S.S. Enterprise'), 2),
      rotationDamage(id('U.S.S. Enterprise'), 1),
      rotationDamage(id("I.K.C. Vor'Cha"), 1),
      rotationDamage(id("I.K.C. K'Vort"), 1),
    ].reduce((g, f) => f(g), started);
    // Act
    const next = determineShipWinner(damaged);
    // Assert
    expect(forceHullDamage([id('U.S.S. Enterprise')])(damaged)).toBe(100);
    expect(next.battle?.winner).toBeNull();
  });
});

describe('resolveShip', () => {
  it('should destroy at resolution, not before, a damaged ship damaged again, killing its crew (Rulebook 7.4 stage 8, 7.5.1)', () => {
    // Arrange
    const { game, id } = space().modify('U.S.S. Enterprise', { damage: 1 }).build();
    const enterprise = id('U.S.S. Enterprise');
    const damaged = applyDamage(withVolleys(beginShipBattle(game, id), [[enterprise, 'hit']]));
    // Act
    const next = resolveShip(damaged);
    // Assert
    expect(damaged.cards[enterprise]?.zone.kind).toBe('atLocation');
    expect(next.cards[enterprise]?.zone).toEqual({ kind: 'discard', player: 'p2' });
    expect(next.cards[id('Jean-Luc Picard')]?.zone).toEqual({ kind: 'discard', player: 'p2' });
  });

  it('should destroy a card that took a direct hit (Rulebook 7.4 stage 6 "The ship will be destroyed")', () => {
    // Arrange
    const { game, id } = space().build();
    const enterprise = id('U.S.S. Enterprise');
    // Act
    const next = resolveShip(
      applyDamage(withVolleys(beginShipBattle(game, id), [[enterprise, 'directHit']])),
    );
    // Assert
    expect(next.cards[enterprise]?.zone.kind).toBe('discard');
  });

  it('should not destroy the ships docked at a destroyed facility (Rulebook "Leaving Play")', () => {
    // Arrange
    const { game, id } = space().build();
    const started = beginShipBattle(game, id, 'Federation Outpost');
    // Act
    const next = resolveShip(rotationDamage(id('Federation Outpost'), 2)(started));
    // Assert
    expect(next.cards[id('Federation Outpost')]?.zone.kind).toBe('discard');
    expect(next.cards[id('U.S.S. Miranda')]?.zone).toEqual({ kind: 'atLocation', location: id(HERE) });
  });

  it('should stop the surviving cards of both forces and their crews (Rulebook 7.4 stage 8)', () => {
    // Arrange
    const { game, id } = space().build();
    const damaged = applyDamage(withVolleys(beginShipBattle(game, id), [[id("I.K.C. Vor'Cha"), 'hit']]));
    // Act
    const next = resolveShip(damaged);
    // Assert
    const stopped = ["I.K.C. Vor'Cha", 'Kurn', 'U.S.S. Enterprise', 'Jean-Luc Picard', 'U.S.S. Miranda'].map(
      (ref) => next.cards[id(ref)]?.stopped,
    );
    expect(stopped).toEqual([true, true, true, true, false]);
    expect(next.cards[id("I.K.C. Vor'Cha")]?.damage).toBe(1);
  });

  it('should give the defender the right to counter-attack there on their next turn (Rulebook 7.4 "Counter-attack")', () => {
    // Arrange
    const { game, id } = space().build();
    // Act
    const next = resolveShip(beginShipBattle(game, id));
    // Assert
    expect(next.counterAttacks).toEqual([{ player: 'p2', against: 'p1', location: id(HERE), turn: 2 }]);
    expect(next.chronicle.at(-1)?.text).toContain('p2 may counter-attack');
  });
});

describe('ship battle stages 1-8', () => {
  it('should let the defender who returned fire with a hit win, both forces stopped (Rulebook 7.4 ship battle)', () => {
    // Arrange
    const { game, id } = space().build();
    const vorcha = id("I.K.C. Vor'Cha");
    const defended = defendRule.apply({
      type: 'battle.defend',
      player: 'p2',
      joining: [],
      returnFireAt: vorcha,
    })(awaitDefense(beginShipBattle(game, id)));
    // Act
    const next = [openFire, returnFire, applyDamage, determineShipWinner, resolveShip].reduce(
      (g, f) => f(g),
      defended,
    );
    // Assert
    expect(fightOf(next).volleys.map((v) => v.result)).toEqual(['miss', 'hit']);
    expect([next.battle?.winner, next.cards[vorcha]?.damage, next.cards[vorcha]?.stopped]).toEqual([
      'p2',
      1,
      true,
    ]);
    expect(next.cards[id('U.S.S. Enterprise')]?.stopped).toBe(true);
  });
});

// Helpers

const fightOf = (game: GameState) => {
  const fight = game.battle?.fight;
  if (fight?.kind !== 'ship') throw new Error('no ship battle');
  return fight;
};

/** The battle after stages 4 and 5 gave these volleys (the forces as begun). */
const withVolleys = (game: GameState, volleys: ReadonlyArray<readonly [string, FireResult]>): GameState => {
  const fight = fightOf(game);
  const battle = game.battle as NonNullable<GameState['battle']>;
  return {
    ...game,
    battle: {
      ...battle,
      fight: {
        ...fight,
        volleys: volleys.map(([target, result]) => ({
          target,
          result,
          by: fight.forces[1].includes(target) ? battle.attacker : battle.defender,
          firing: fight.forces[1].includes(target) ? fight.forces[0] : fight.forces[1],
        })),
      },
    },
  };
};
