// Quark's Bar (HF5/hmf5_15, roa/quarksbar, VP/217VP), site: "Any player who has Morn unopposed here may draw an
// additional card at end of each turn." Rulebook "End of Turn": an end-of-turn action, the card draw the very last.

import { refused, started } from '../../cards/effects/response-test-support';
import { act } from '../../cards/effects/turn-test-support';
import { legalActions, state } from '../../machines/engine';
import { cardsIn, type GameState } from '../core/game-state';
import type { ScenarioBuilder } from '../game/scenario';
import { terokNor } from './test-support';

describe("Quark's Bar: Morn's additional card at end of each turn", () => {
  it('should ask the player who has Morn unopposed there, at the end of the turn, whether to draw it', () => {
    // Arrange
    const [game, s] = started(bar());
    // Act
    const after = act(game, { type: 'turn.end', player: 'p1' });
    // Assert
    expect(after.pending).toEqual({ player: 'p1', decision: 'card.choose' });
    expect(after.choosing).toEqual({
      kind: 'siteCardDraw',
      player: 'p1',
      site: s.id("Quark's Bar"),
      at: 'endOfTurn',
    });
    expect(legalActions(game)).toEqual([
      { type: 'card.choose', player: 'p1', card: s.id("Quark's Bar") },
      { type: 'choosing.stop', player: 'p1' },
    ]);
  });

  it('should draw the additional card, then the end-of-turn card, when the player draws it', () => {
    // Arrange
    const [game, s] = started(bar());
    act(game, { type: 'turn.end', player: 'p1' });
    // Act
    const after = act(game, { type: 'card.choose', player: 'p1', card: s.id("Quark's Bar") });
    // Assert
    expect(hand(after, 'p1')).toHaveLength(2);
    expect(after.turn.active).toBe('p2');
  });

  it('should draw only the end-of-turn card when the player declines ("may draw")', () => {
    // Arrange
    const [game] = started(bar());
    act(game, { type: 'turn.end', player: 'p1' });
    // Act
    const after = act(game, { type: 'choosing.stop', player: 'p1' });
    // Assert
    expect(hand(after, 'p1')).toHaveLength(1);
    expect(after.turn.active).toBe('p2');
  });

  it('should ask nothing when the opponent\'s personnel is at the site (Rulings "unopposed")', () => {
    // Arrange
    const [game] = started(bar().aboard("Quark's Bar", 'p2', ['Vash']));
    // Act
    const after = act(game, { type: 'turn.end', player: 'p1' });
    // Assert
    expect(after.choosing).toBeUndefined();
    expect(hand(after, 'p1')).toHaveLength(1);
    expect(after.turn.active).toBe('p2');
  });

  it('should let the player draw it at the end of the opponent\'s turn too ("at end of each turn")', () => {
    // Arrange
    const [game, s] = started(bar());
    act(game, { type: 'turn.end', player: 'p1' });
    act(game, { type: 'choosing.stop', player: 'p1' });
    act(game, { type: 'turn.end', player: 'p2' });
    // Act
    const after = act(game, { type: 'card.choose', player: 'p1', card: s.id("Quark's Bar") });
    // Assert
    expect(hand(after, 'p1')).toHaveLength(2);
    expect(hand(after, 'p2')).toHaveLength(1);
    expect(after.turn.active).toBe('p1');
  });

  it("should refuse naming another card, changing nothing (Quark's Bar)", () => {
    // Arrange
    const [game, s] = started(bar());
    const before = act(game, { type: 'turn.end', player: 'p1' });
    // Act
    const rule = refused(game, { type: 'card.choose', player: 'p1', card: s.id('Morn') });
    // Assert
    expect(rule).toBe("Quark's Bar");
    expect(state(game)).toBe(before);
  });
});

// Helpers

/** p1's Morn in Quark's Bar on p1's Terok Nor; both players with cards to draw. */
const bar = (): ScenarioBuilder =>
  terokNor(["Quark's Bar"])
    .aboard("Quark's Bar", 'p1', ['Morn'])
    .drawDeck('p1', ['Data', 'Data', 'Data'])
    .drawDeck('p2', ['Worf', 'Worf', 'Worf']);

const hand = (game: GameState, player: 'p1' | 'p2') => cardsIn({ kind: 'hand', player })(game);
