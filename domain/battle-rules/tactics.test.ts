import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { cardsIn, type GameState, getCard } from '../core/game-state';
import { beginShipBattle, chooseTactics, space, withBridge } from './battle-test-support';
import { shipFight } from './battle-under-way';
import {
  beginTactics,
  isChoosingTactic,
  revealTactics,
  setAsideCurrentTactics,
  tacticChooser,
  tacticRule,
  tacticValue,
} from './tactics';

const P1_BRIDGE = { kind: 'sideDeck', player: 'p1', name: 'Battle Bridge Door' } as const;

describe('beginTactics', () => {
  it('should give a tactics step to each player with an open Battle Bridge side deck, attacker first (Rulebook 7.4 stage 3)', () => {
    // Arrange
    const s = withBridge(withBridge(space(), 'p1', ['Pulse Disruptor']), 'p2', ['Phaser Banks']).build();
    const alone = withBridge(space(), 'p2', ['Phaser Banks']).build();
    // Act
    const both = beginTactics(beginShipBattle(s.game, s.id));
    const one = beginTactics(beginShipBattle(alone.game, alone.id));
    // Assert
    expect(shipFight(both).tactics?.map((t) => t.player)).toEqual(['p1', 'p2']);
    expect(tacticChooser(both)).toEqual(O.some('p1'));
    expect(shipFight(one).tactics?.map((t) => t.player)).toEqual(['p2']);
  });

  it('should not ask a player whose side deck is empty, who has nothing to draw (Rulebook 7.4 stage 3)', () => {
    // Arrange
    const s = withBridge(space(), 'p1', []).build();
    // Act
    const begun = beginTactics(beginShipBattle(s.game, s.id));
    // Assert
    expect(isChoosingTactic(begun)).toBe(false);
  });
});

describe('tacticRule', () => {
  it('should offer to draw up to two Tactics, then to play one drawn or none (Rulebook 7.4 stage 3)', () => {
    // Arrange
    const s = bridged();
    const begun = beginTactics(beginShipBattle(s.game, s.id));
    // Act
    const first = tacticRule.candidates('p1')(begun);
    const once = draw(begun);
    const twice = draw(once);
    // Assert
    expect(first).toEqual([
      { type: 'tactic.draw', player: 'p1' },
      { type: 'tactic.play', player: 'p1', card: null },
    ]);
    expect(tacticRule.candidates('p1')(once)).toContainEqual({
      type: 'tactic.play',
      player: 'p1',
      card: s.id('Pulse Disruptor'),
    });
    expect(tacticRule.check({ type: 'tactic.draw', player: 'p1' })(twice)).toEqual(
      E.left({ rule: '7.4 Ship battle: Tactics', message: 'A player may draw up to 2 Tactic cards.' }),
    );
    expect(getCard(s.id('Pulse Disruptor'))(once)).toMatchObject({
      zone: { kind: 'table', player: 'p1' },
      faceUp: false,
    });
  });

  it('should refuse a Tactic not drawn, an undeclared one, and the other player (Rulebook 7.4 stage 3)', () => {
    // Arrange
    const s = withBridge(space(), 'p1', ['Borg Cutting Beam', 'Pulse Disruptor']).build();
    const drawn = draw(beginTactics(beginShipBattle(s.game, s.id)));
    const play = (card: string, player = 'p1') =>
      tacticRule.check({ type: 'tactic.play', player, card })(drawn);
    // Act & Assert
    expect(play(s.id('Pulse Disruptor'))).toEqual(
      E.left({
        rule: '7.4 Ship battle: Tactics',
        message: expect.stringContaining('is not a Tactic card p1 drew'),
      }),
    );
    expect(play(s.id('Borg Cutting Beam'))).toEqual(
      E.left({ rule: '7.4 Ship battle: Tactics', message: expect.stringContaining('not implemented') }),
    );
    expect(E.isLeft(play(s.id('Borg Cutting Beam'), 'p2'))).toBe(true);
    expect(tacticRule.candidates('p2')(drawn)).toEqual([]);
  });

  it('should keep the current tactic face down and return the other face up to the side deck (Rulebook 7.4 stage 3)', () => {
    // Arrange
    const s = bridged();
    const drawn = draw(draw(beginTactics(beginShipBattle(s.game, s.id))));
    // Act
    const played = tacticRule.apply({ type: 'tactic.play', player: 'p1', card: s.id('Photon Torpedo') })(
      drawn,
    );
    // Assert
    expect(getCard(s.id('Photon Torpedo'))(played)).toMatchObject({ zone: { kind: 'table' }, faceUp: false });
    expect(cardsIn(P1_BRIDGE)(played).at(-1)).toBe(s.id('Pulse Disruptor'));
    expect(getCard(s.id('Pulse Disruptor'))(played).faceUp).toBe(true);
    expect(isChoosingTactic(played)).toBe(false);
  });
});

describe('revealTactics', () => {
  it('should turn every current tactic face up at once (Rulebook 7.4 stage 3: "reveal them all simultaneously")', () => {
    // Arrange
    const s = withBridge(withBridge(space(), 'p1', ['Pulse Disruptor']), 'p2', ['Phaser Banks']).build();
    const [p1, p2] = [s.id('Pulse Disruptor'), s.id('Phaser Banks')];
    const chosen = [
      { type: 'tactic.draw', player: 'p1' },
      { type: 'tactic.play', player: 'p1', card: p1 },
      { type: 'tactic.draw', player: 'p2' },
      { type: 'tactic.play', player: 'p2', card: p2 },
    ].reduce(
      (g, c) => tacticRule.apply(c as Parameters<typeof tacticRule.apply>[0])(g),
      beginTactics(beginShipBattle(s.game, s.id)),
    );
    // Act
    const revealed = revealTactics(chosen);
    // Assert
    expect([p1, p2].map((id) => getCard(id)(chosen).faceUp)).toEqual([false, false]);
    expect([p1, p2].map((id) => getCard(id)(revealed).faceUp)).toEqual([true, true]);
    expect(revealed.chronicle.map((e) => e.text)).toContain(`Phaser Banks (${p2}) is p2's current tactic`);
  });
});

describe('setAsideCurrentTactics', () => {
  it('should discard the current tactic at the end of the battle (Rulebook 7.4 stage 8 Resolution)', () => {
    // Arrange
    const s = bridged();
    const chosen = chooseTactics(beginShipBattle(s.game, s.id), { p1: { draws: 1, play: 0 } });
    // Act
    const discarded = setAsideCurrentTactics(chosen);
    // Assert
    expect(getCard(s.id('Pulse Disruptor'))(discarded).zone).toEqual({ kind: 'discard', player: 'p1' });
  });
});

describe('tacticValue', () => {
  it('should value a tactic by the bonuses it gives its player in this battle (Rulebook 7.4 stage 4)', () => {
    // Arrange: Pulse Disruptor: "Attack: 1. Defense: 2. ATTACK bonus +2 if you have a Klingon ship firing"
    const s = bridged();
    const drawn = draw(draw(beginTactics(beginShipBattle(s.game, s.id))));
    // Act & Assert
    expect(tacticValue(s.id('Pulse Disruptor'))(drawn)).toEqual(O.some(1 + 2 + 2 + 2));
    expect(tacticValue(s.id('Photon Torpedo'))(drawn)).toEqual(O.some(2 + 2 + 2));
  });
});

// Helpers

/** The ship battle at HERE with p1's open Battle Bridge side deck: Pulse Disruptor, Photon Torpedo. */
const bridged = () => withBridge(space(), 'p1', ['Pulse Disruptor', 'Photon Torpedo']).build();

const draw = (game: GameState): GameState => tacticRule.apply({ type: 'tactic.draw', player: 'p1' })(game);
