import * as E from 'fp-ts/Either';
import type { Modifier } from '../cards-in-play/sam';
import { attribute } from '../cards-in-play/skills';
import type { GameState } from '../core/game-state';
import { fight } from './battle-test-support';
import { personnelFight } from './battle-under-way';
import { awaitStrike, hasPairsLeft, isAwaitingStrike, revealPair, strikeRule } from './personnel-combat';

describe('revealPair', () => {
  it('should let neither adversary strike when their STRENGTH is equal (Rulebook 7.4 personnel battle, stage 4 Combat)', () => {
    // Arrange
    const { game, id } = fight(['Vekma'], ['Darian Wallace']);
    // Act
    const next = revealPair(game);
    // Assert
    expect(strengths(game, id('Vekma'), id('Darian Wallace'))).toEqual([6, 6]);
    expect(personnelFight(next)).toMatchObject({
      adversaries: [id('Vekma'), id('Darian Wallace')],
      awaiting: null,
      piles: [[], []],
    });
    expect(isAwaitingStrike(next)).toBe(false);
  });

  it("should let the stronger adversary's controller stun one with less STRENGTH (Rulebook 7.4 personnel battle, stage 4 Combat)", () => {
    // Arrange
    const { game, id } = fight(['Vartoq', 'Vekma'], ['Darian Wallace']);
    // Act
    const next = revealPair(game);
    // Assert
    expect(personnelFight(next).awaiting).toEqual({
      player: 'p1',
      target: id('Darian Wallace'),
      strikes: ['stun', 'spare'],
    });
    expect(personnelFight(next).piles).toEqual([[id('Vekma')], []]);
  });

  it("should let the stronger adversary's controller mortally wound one with less than half its STRENGTH (Rulebook 7.4 personnel battle, stage 4 Combat)", () => {
    // Arrange
    const { game, id } = fight(['Vartoq'], ['Calloway']);
    // Act
    const next = revealPair(game);
    // Assert
    expect(strengths(game, id('Vartoq'), id('Calloway'))).toEqual([8, 3]);
    expect(personnelFight(next).awaiting?.strikes).toEqual(['mortallyWound', 'stun', 'spare']);
  });

  it('should only stun an adversary with exactly half the STRENGTH (Rulebook 7.4 personnel battle, stage 4 Combat)', () => {
    // Arrange
    const { game, id } = fight(['Vartoq'], ['Giusti']);
    // Act
    const next = revealPair(game);
    // Assert
    expect(strengths(game, id('Vartoq'), id('Giusti'))).toEqual([8, 4]);
    expect(personnelFight(next).awaiting?.strikes).toEqual(['stun', 'spare']);
  });

  it('should compare STRENGTH after its modifiers (Rulebook 7.4 personnel battle, stage 4 Combat; 12.11 S.A.M.)', () => {
    // Arrange
    const { game, id } = fight(['Vekma'], ['Darian Wallace']);
    const modifier: Modifier = {
      target: id('Vekma'),
      value: { kind: 'attribute', name: 'STRENGTH' },
      op: 'add',
      amount: 7,
      source: 'x',
      sourceTitle: 'El-Aurian Phaser',
      cumulative: false,
    };
    // Act
    const next = revealPair({ ...game, modifiers: [modifier] });
    // Assert
    expect(personnelFight(next).awaiting?.strikes).toEqual(['mortallyWound', 'stun', 'spare']);
  });

  it("should let the defender strike when the defender's adversary is stronger (Rulebook 7.4 personnel battle, stage 4 Combat)", () => {
    // Arrange
    const { game, id } = fight(["B'iJik"], ['Ensign Davis']);
    // Act
    const next = awaitStrike(revealPair(game));
    // Assert
    expect(personnelFight(next).awaiting).toMatchObject({ player: 'p2', target: id("B'iJik") });
    expect(next.pending).toEqual({ player: 'p2', decision: 'battle.strike' });
  });
});

describe('hasPairsLeft', () => {
  it('should go on until either combat pile is empty (Rulebook 7.4 personnel battle, stage 4 Combat)', () => {
    // Arrange
    const { game } = fight(['Vekma'], ['Darian Wallace', 'Gibson']);
    // Act & Assert
    expect(hasPairsLeft(game)).toBe(true);
    expect(hasPairsLeft(revealPair(game))).toBe(false);
  });
});

describe('strikeRule', () => {
  it("should list the offered strikes for the stronger adversary's controller only (Rulebook 7.4 personnel battle, stage 4 Combat)", () => {
    // Arrange
    const game = revealPair(fight(['Vartoq'], ['Calloway']).game);
    // Act
    const mine = strikeRule
      .candidates('p1')(game)
      .map((c) => c.strike);
    const theirs = strikeRule.candidates('p2')(game);
    // Assert
    expect([mine, theirs]).toEqual([['mortallyWound', 'stun', 'spare'], []]);
  });

  it('should refuse a strike from the wrong player or one not offered (Rulebook 7.4 personnel battle, stage 4 Combat)', () => {
    // Arrange
    const game = revealPair(fight(['Vartoq'], ['Darian Wallace']).game);
    const before = JSON.stringify(game);
    // Act
    const wrongPlayer = strikeRule.check({ type: 'battle.strike', player: 'p2', strike: 'stun' })(game);
    const notOffered = strikeRule.check({ type: 'battle.strike', player: 'p1', strike: 'mortallyWound' })(
      game,
    );
    const noneAwaited = strikeRule.check({ type: 'battle.strike', player: 'p1', strike: 'stun' })(
      fight(['Vartoq'], ['Darian Wallace']).game,
    );
    // Assert
    for (const result of [wrongPlayer, notOffered, noneAwaited]) {
      expect(E.isLeft(result) && result.left.rule).toBe('7.4 Personnel battle: Combat');
    }
    expect(JSON.stringify(game)).toBe(before);
  });

  it('should record a stunned or mortally wounded adversary and end the pair (Rulebook 7.4 personnel battle, stage 4 Combat)', () => {
    // Arrange
    const { game, id } = fight(['Vartoq'], ['Calloway']);
    const revealed = revealPair(game);
    // Act
    const stunned = strikeRule.apply({ type: 'battle.strike', player: 'p1', strike: 'stun' })(revealed);
    const wounded = strikeRule.apply({ type: 'battle.strike', player: 'p1', strike: 'mortallyWound' })(
      revealed,
    );
    const spared = strikeRule.apply({ type: 'battle.strike', player: 'p1', strike: 'spare' })(revealed);
    // Assert
    const state = (g: GameState) => {
      const f = personnelFight(g);
      return [f.stunned, f.mortallyWounded, f.adversaries, f.awaiting];
    };
    expect(state(stunned)).toEqual([[id('Calloway')], [], null, null]);
    expect(state(wounded)).toEqual([[], [id('Calloway')], null, null]);
    expect(state(spared)).toEqual([[], [], null, null]);
    expect(wounded.chronicle.at(-1)?.text).toBe(`Calloway (${id('Calloway')}) is mortally wounded`);
  });
});

// Helpers

const strengths = (game: GameState, a: string, b: string) => [
  attribute(a, 'STRENGTH')(game),
  attribute(b, 'STRENGTH')(game),
];
