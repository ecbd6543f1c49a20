// Battle Bridge Door (bog/bbd), doorway: "… OR Stock in deck and play at start of ship battle (even during opponent's
// turn) if you have Leadership in that battle. Allows you to draw two extra Tactic cards (cumulative) or enhances each
// of your ships' and facilities' WEAPONS +1; then discard doorway."
import { HERE, space, withBridge } from '../../../domain/battle-rules/battle-test-support';
import type { PlayText } from '../../../domain/card-play/play-text';
import { attribute } from '../../../domain/cards-in-play/skills';
import type { GameState } from '../../../domain/core/game-state';
import type { Scenario, ScenarioBuilder } from '../../../domain/game/scenario';
import { windowRule } from '../../../domain/responses';
import { type Game, legalActions, pending, state } from '../../../machines/engine';
import { pass, play, refused, started } from '../response-test-support';

const DOOR = 'Battle Bridge Door';
const TACTICS = [
  'Phaser Banks',
  'Photon Torpedo',
  'Plasma Torpedo',
  'Pulse Disruptor',
  'Spiral-Wave Disruptor',
];

describe('battleBridgeDoor', () => {
  it("should be offered at the start of a ship battle, even during the opponent's turn, with Leadership there (Rulebook 7.4 stage 2 Responses)", () => {
    // Arrange: p2's Picard (Leadership) aboard the Enterprise p1 attacks
    const [game, s] = battle();
    // Act
    initiate(game, s);
    // Assert
    expect(pending(game)).toEqual({ player: 'p2', decision: 'response.window' });
    expect(legalActions(game)).toEqual([
      door(s, 'p2', 'tactics'),
      door(s, 'p2', 'weapons'),
      { type: 'response.pass', player: 'p2' },
    ]);
  });

  it('should not be offered without Leadership in that battle, and be refused with its rule (Battle Bridge Door: "if you have Leadership in that battle")', () => {
    // Arrange: p1's Kurn has no Leadership; p2 is asked first
    const [game, s] = battle();
    initiate(game, s);
    const asked = state(game);
    // Act
    const rule = windowRule.check(door(s, 'p1', 'weapons'))(asked);
    pass(game, 'p2');
    // Assert: the window closes, p1 not asked
    expect(rule).toMatchObject({ _tag: 'Left', left: { rule: "Playing 'At Any Time'" } });
    expect(pending(game)?.decision).not.toBe('response.window');
    expect(state(game).cards[s.id('p1 hand door')]?.zone).toEqual({ kind: 'hand', player: 'p1' });
  });

  it('should let its player draw two extra Tactic cards in stage 3, then be discarded ("Allows you to draw two extra Tactic cards")', () => {
    // Arrange
    const [game, s] = battle();
    initiate(game, s);
    // Act
    const played = play(game, door(s, 'p2', 'tactics'));
    const drawn = drawTactics(game, 'p1', 2);
    const drawnByP2 = drawTactics(game, 'p2', 4);
    // Assert
    expect(played.cards[s.id('p2 hand door')]?.zone).toEqual({ kind: 'discard', player: 'p2' });
    expect(drawn).toBe(2);
    expect(drawnByP2).toBe(4);
  });

  it("should enhance each of its player's ships and facilities WEAPONS +1 for that battle only (Battle Bridge Door)", () => {
    // Arrange
    const [game, s] = battle();
    initiate(game, s);
    const weapons = (g: GameState) =>
      ['U.S.S. Enterprise', 'Federation Outpost', 'U.S.S. Miranda', "I.K.C. Vor'Cha"].map((t) =>
        attribute(s.id(t), 'WEAPONS')(g),
      );
    const printed = weapons(state(game));
    // Act
    const played = play(game, door(s, 'p2', 'weapons'));
    drawTactics(game, 'p1', 0);
    drawTactics(game, 'p2', 0);
    // Assert
    expect(weapons(played)).toEqual(printed.map((w, i) => (i < 3 ? w + 1 : w)));
    expect(state(game).battle).toBeUndefined();
    expect(weapons(state(game))).toEqual(printed);
  });

  it('should add two more draws for each copy played ("(cumulative)", Rulebook 12.9)', () => {
    // Arrange: p2 holds two copies
    const [game, s] = battle((b) => b.hand('p2', [{ title: DOOR, label: 'second' }]));
    initiate(game, s);
    const enterprise = s.id('U.S.S. Enterprise');
    const printed = attribute(enterprise, 'WEAPONS')(state(game));
    // Act
    play(game, door(s, 'p2', 'tactics'));
    play(game, { ...door(s, 'p2', 'tactics'), card: s.id('second') });
    drawTactics(game, 'p1', 0);
    const drawnByP2 = drawTactics(game, 'p2', 5);
    // Assert: five Tactics in the side deck, 2 + 2 + 2 draws allowed
    expect(drawnByP2).toBe(5);
    expect(attribute(enterprise, 'WEAPONS')(state(game))).toBe(printed);
  });

  it('should not add a second WEAPONS +1 for a second copy, that option not being cumulative (Rulebook 12.9)', () => {
    // Arrange: p2 holds two copies
    const [game, s] = battle((b) => b.hand('p2', [{ title: DOOR, label: 'second' }]));
    initiate(game, s);
    const enterprise = s.id('U.S.S. Enterprise');
    const printed = attribute(enterprise, 'WEAPONS')(state(game));
    // Act
    play(game, door(s, 'p2', 'weapons'));
    const after = play(game, { ...door(s, 'p2', 'weapons'), card: s.id('second') });
    // Assert
    expect(attribute(enterprise, 'WEAPONS')(after)).toBe(printed + 1);
  });

  it('should not be played from hand outside a ship battle, nothing changing (Rulebook "Playing \'At Any Time\'")', () => {
    // Arrange: p1 has Leadership (Mogh) and the door in hand on their own turn
    const [game, s] = started(
      board((b) => b.aboard("I.K.C. Vor'Cha", 'p1', ['Mogh']).hand('p1', [hand('p1')])),
    );
    const before = state(game);
    // Act
    const rule = refused(game, {
      type: 'card.play',
      player: 'p1',
      card: s.id('p1 hand door'),
      kind: 'doorway',
    });
    // Assert
    expect(legalActions(game).some((c) => c.type === 'card.play')).toBe(false);
    expect(rule).toBe("Playing 'At Any Time'");
    expect(state(game)).toBe(before);
  });
});

// Helpers

/** p1's Vor'Cha (Kurn) and p2's Enterprise (Picard) at HERE; both players' Battle Bridge side decks open. */
const board = (more: (b: ScenarioBuilder) => ScenarioBuilder = (b) => b): ScenarioBuilder =>
  more(
    withBridge(withBridge(space('in space'), 'p1', labelled('p1')), 'p2', labelled('p2'))
      .drawDeck('p1', ['Worf'])
      .drawDeck('p2', ['Worf']),
  );

/** The board with Battle Bridge Door in each player's hand. */
const battle = (more: (b: ScenarioBuilder) => ScenarioBuilder = (b) => b): readonly [Game, Scenario] =>
  started(board((b) => more(b.hand('p1', [hand('p1')]).hand('p2', [hand('p2')]))));

const hand = (player: string) => ({ title: DOOR, label: `${player} hand door` });

const labelled = (player: string) => TACTICS.map((title) => ({ title, label: `${player} ${title}` }));

/** p1 attacks the Enterprise with the Vor'Cha (a miss: WEAPONS 8 against SHIELDS 9); p2 does not return fire. */
const initiate = (game: Game, s: Scenario): void => {
  play(game, {
    type: 'battle.initiate',
    player: 'p1',
    kind: 'ship',
    location: s.id(HERE),
    attackers: [s.id("I.K.C. Vor'Cha")],
    target: s.id('U.S.S. Enterprise'),
  });
  play(game, { type: 'battle.defend', player: 'p2', joining: [], returnFireAt: null });
};

const door = (s: Scenario, player: string, option: 'tactics' | 'weapons'): PlayText => ({
  type: 'card.play',
  player,
  card: s.id(`${player} hand door`),
  kind: 'doorway',
  option,
});

/**
 * Passes any response window, then has the player draw Tactics while they may (at most `max`) and play none: how many
 * they drew.
 */
const drawTactics = (game: Game, player: string, max: number): number => {
  while (pending(game)?.decision === 'response.window') pass(game, pending(game)?.player as string);
  let drawn = 0;
  while (drawn < max && legalActions(game).some((c) => c.type === 'tactic.draw' && c.player === player)) {
    play(game, { type: 'tactic.draw', player });
    drawn++;
  }
  if (legalActions(game).some((c) => c.type === 'tactic.play' && c.player === player))
    play(game, { type: 'tactic.play', player, card: null });
  return drawn;
};
