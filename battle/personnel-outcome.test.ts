import { fc, test } from '@fast-check/jest';
import type { Strike } from '../domain/battle-rules/battle-model';
import { beginPersonnelBattle, fight, patch } from '../domain/battle-rules/battle-test-support';
import { personnelFight } from '../domain/battle-rules/battle-under-way';
import { hasPairsLeft, revealPair, strikeRule } from '../domain/battle-rules/personnel-combat';
import type { CardId, GameState } from '../domain/core/game-state';
import { fromSeed } from '../domain/core/random';
import { scenario } from '../domain/game/scenario';
import { determinePersonnelWinner, remainingStrength, resolvePersonnel } from './personnel-outcome';

describe('determinePersonnelWinner', () => {
  it('should count the STRENGTH left in a combat pile towards the winner (Rulebook 7.4 personnel battle, stage 5 Determine Winner)', () => {
    // Arrange
    const { game, id } = fight(['Vartoq'], ['Hannah Bates', 'Ensign Davis', 'Gibson']);
    const fought = strike('p1', 'mortallyWound')(revealPair(game));
    // Act
    const next = determinePersonnelWinner(fought);
    // Assert
    expect(remainingStrength(fought)).toEqual([8, 12]);
    expect(next.battle?.winner).toBe('p2');
    expect(personnelFight(next).mortallyWounded).toEqual([id('Hannah Bates'), id('Vartoq')]);
  });

  it('should declare no winner and no casualty on equal STRENGTH (Rulebook 7.4 personnel battle, stage 5 Determine Winner)', () => {
    // Arrange
    const { game } = fight(['Vekma'], ['Darian Wallace']);
    const fought = revealPair(game);
    // Act
    const next = determinePersonnelWinner(fought);
    // Assert
    expect(next.battle?.winner).toBeNull();
    expect(personnelFight(next).mortallyWounded).toEqual([]);
    expect(next.random).toBe(fought.random);
    expect(next.chronicle.at(-1)?.text).toBe('STRENGTH 6 (p1) against 6 (p2): the battle has no winner');
  });

  test.prop([fc.integer()])(
    'should never pick an already mortally wounded combatant as the casualty (Rulebook 7.4 personnel battle, stage 5 Determine Winner)',
    (seed) => {
      // Arrange
      const { game, id } = fight(['Vartoq'], ['Calloway', 'Giusti', 'Hannah Bates']);
      const fought = patch(game, {
        piles: [[], [id('Hannah Bates')]],
        stunned: [id('Giusti')],
        mortallyWounded: [id('Calloway')],
      });
      // Act
      const after = personnelFight(determinePersonnelWinner({ ...fought, random: fromSeed(seed) }));
      // Assert
      const casualty = after.mortallyWounded[1];
      expect([id('Giusti'), id('Hannah Bates')]).toContain(casualty);
      expect([after.mortallyWounded.length, after.stunned.includes(casualty as CardId)]).toEqual([2, false]);
      expect(after.piles[1].includes(casualty as CardId)).toBe(false);
    },
  );
});

describe('resolvePersonnel', () => {
  it('should kill the mortally wounded, let the stunned recover and stop the survivors (Rulebook 7.4 personnel battle, stage 6 Resolution)', () => {
    // Arrange
    const { game, id } = fight(['Vartoq', 'Vekma'], ['Calloway', 'Giusti']);
    const fought = patch(game, {
      piles: [[], []],
      stunned: [id('Giusti')],
      mortallyWounded: [id('Calloway')],
    });
    // Act
    const next = resolvePersonnel(fought);
    // Assert
    expect(next.cards[id('Calloway')]?.zone).toEqual({ kind: 'discard', player: 'p2' });
    expect(['Vartoq', 'Vekma', 'Giusti'].map((t) => next.cards[id(t)]?.stopped)).toEqual([true, true, true]);
    expect([personnelFight(next).stunned, personnelFight(next).mortallyWounded]).toEqual([[], []]);
    expect(next.chronicle.map((e) => e.text)).toContain(`Calloway (${id('Calloway')}) is killed`);
  });

  it('should give the defender a counter-attack during their next turn (Rulebook 7.4 "Counter-attack")', () => {
    // Arrange
    const { game, id } = fight(['Vartoq'], ['Calloway']);
    // Act
    const next = resolvePersonnel(game);
    // Assert
    expect(next.counterAttacks).toEqual([
      { player: 'p2', against: 'p1', location: id('Excavation'), turn: 2 },
    ]);
  });
});

describe('personnel battle', () => {
  test.prop([
    fc.subarray(['Vartoq', 'Batrell', 'Vekma', 'Divok', "B'iJik"], { minLength: 1 }),
    fc.subarray(['Dr. Royse', 'Gibson', 'Calloway', 'Giusti', 'Hannah Bates', 'Ensign Davis'], {
      minLength: 1,
    }),
    fc.integer(),
    fc.array(fc.nat(), { minLength: 6, maxLength: 6 }),
  ])(
    'should keep every combatant in exactly one of: pile, stunned, mortally wounded, revealed and fine (Rulebook 7.4 personnel battle, stages 3-5)',
    (attackers, defenders, seed, choices) => {
      // Arrange
      const s = scenario({ seed })
        .mission('p1', 'Excavation')
        .surface('Excavation', 'p1', attackers)
        .surface('Excavation', 'p2', defenders)
        .build();
      let game = beginPersonnelBattle(s, attackers.map(s.id), defenders.map(s.id));
      const forces = personnelFight(game).forces;
      const states: GameState[] = [game];
      // Act
      for (let i = 0; hasPairsLeft(game); i++) {
        game = revealPair(game);
        const awaiting = personnelFight(game).awaiting;
        if (awaiting !== null)
          game = strike(
            awaiting.player,
            awaiting.strikes[(choices[i] ?? 0) % awaiting.strikes.length] as Strike,
          )(game);
        states.push(game);
      }
      states.push(determinePersonnelWinner(game));
      // Assert
      for (const state of states) {
        const f = personnelFight(state);
        const placed = [...f.piles[0], ...f.piles[1], ...f.stunned, ...f.mortallyWounded];
        expect(f.forces).toEqual(forces);
        expect(new Set(placed).size).toBe(placed.length);
        expect(placed.every((c) => f.forces[0].includes(c) || f.forces[1].includes(c))).toBe(true);
      }
    },
  );
});

// Helpers

const strike = (player: string, kind: Strike) =>
  strikeRule.apply({ type: 'battle.strike', player, strike: kind });
