// Telepathic Alien Kidnappers (premiere/telepathicalienkidnappers), event:
// "Plays on table. At end of each turn, guess a card type and point to a card in your opponent's hand. Card must be
// shown. If guessed correctly, card is discarded."
import { cardsIn } from '../../../domain/core/game-state';
import { scenario } from '../../../domain/game/scenario';
import { legalActions, state } from '../../../machines/engine';
import { play, refused, started } from '../response-test-support';
import { act, endTurns } from '../turn-test-support';

const kidnapping = (copies: number, opponentsHand: ReadonlyArray<string>) =>
  started(
    scenario({ pending: { player: 'p1', decision: 'turn.act' } })
      .table(
        'p1',
        Array.from({ length: copies }, () => 'Telepathic Alien Kidnappers'),
      )
      .hand('p2', opponentsHand)
      .drawDeck('p1', ['Data', 'Data', 'Data'])
      .drawDeck('p2', ['Worf', 'Worf', 'Worf']),
  );

const guess = (card: string, cardType: 'Personnel' | 'Event') =>
  ({ type: 'card.guess', player: 'p1', card, cardType }) as const;

describe('telepathicAlienKidnappers', () => {
  it("should ask its player, at the end of the turn, to guess a card type of a card in the opponent's hand", () => {
    // Arrange
    const [game, s] = kidnapping(1, ['Vash']);
    // Act
    const after = act(game, { type: 'turn.end', player: 'p1' });
    // Assert
    expect(after.pending).toEqual({ player: 'p1', decision: 'card.choose' });
    expect(after.turn.active).toBe('p1');
    expect(legalActions(game)).toContainEqual(guess(s.id('Vash'), 'Personnel'));
    expect(legalActions(game).every((c) => c.type === 'card.guess' && c.card === s.id('Vash'))).toBe(true);
  });

  it('should discard the card guessed correctly, then end the turn with the draw (Telepathic Alien Kidnappers)', () => {
    // Arrange
    const [game, s] = kidnapping(1, ['Vash']);
    act(game, { type: 'turn.end', player: 'p1' });
    // Act
    const after = play(game, guess(s.id('Vash'), 'Personnel'));
    // Assert
    expect(cardsIn({ kind: 'discard', player: 'p2' })(after)).toEqual([s.id('Vash')]);
    expect(after.turn.active).toBe('p2');
    expect(cardsIn({ kind: 'hand', player: 'p1' })(after)).toHaveLength(1);
  });

  it('should only show a card guessed wrongly, which stays in hand ("Card must be shown")', () => {
    // Arrange
    const [game, s] = kidnapping(1, ['Vash']);
    act(game, { type: 'turn.end', player: 'p1' });
    // Act
    const after = play(game, guess(s.id('Vash'), 'Event'));
    // Assert
    expect(cardsIn({ kind: 'hand', player: 'p2' })(after)).toContain(s.id('Vash'));
    expect(after.chronicle.some((e) => e.text.includes('p2 shows Vash'))).toBe(true);
  });

  it("should refuse a card that is not in the opponent's hand, changing nothing (Telepathic Alien Kidnappers)", () => {
    // Arrange
    const [game, s] = kidnapping(1, ['Vash']);
    const before = act(game, { type: 'turn.end', player: 'p1' });
    // Act
    const rule = refused(game, guess(s.id('Telepathic Alien Kidnappers'), 'Event'));
    // Assert
    expect(rule).toBe('Telepathic Alien Kidnappers');
    expect(state(game)).toBe(before);
  });

  it('should guess at the end of the opponent\'s turn too, once each turn whatever the copies (Rulings "cumulative")', () => {
    // Arrange
    const [game, s] = kidnapping(2, ['Vash', 'Tasha Yar']);
    act(game, { type: 'turn.end', player: 'p1' });
    play(game, guess(s.id('Vash'), 'Event'));
    // Act
    const after = act(game, { type: 'turn.end', player: 'p2' });
    const next = play(game, guess(s.id('Tasha Yar'), 'Event'));
    // Assert
    expect(after.turn.active).toBe('p2');
    expect(after.pending).toEqual({ player: 'p1', decision: 'card.choose' });
    expect(next.turn.active).toBe('p1');
    expect(next.pending).toEqual({ player: 'p1', decision: 'turn.act' });
  });

  it("should ask nothing when the opponent's hand is empty (Telepathic Alien Kidnappers)", () => {
    // Arrange
    const [game] = kidnapping(1, []);
    // Act
    const after = endTurns(game, 1);
    // Assert
    expect(after.turn.active).toBe('p2');
    expect(after.pending).toEqual({ player: 'p2', decision: 'turn.act' });
  });
});
