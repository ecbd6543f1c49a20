import { moveCard } from '../core/game-state';
import { scenario } from '../game/scenario';
import { returnToHand, wasReturnedThisTurn } from './return-to-hand';

const crew = () =>
  scenario()
    .mission('p1', 'Test Mission')
    .ship('p2', 'Mercenary Ship', { at: 'Test Mission' })
    .aboard('Mercenary Ship', 'p2', ['Vash'])
    .hand('p1', ['Data'])
    .build();

describe('returnToHand', () => {
  it('should take a card in play to its owner\'s hand as it leaves play, free to be played again (Rulebook "Leaving Play")', () => {
    // Arrange
    const s = crew();
    const vash = s.id('Vash');
    // Act
    const after = returnToHand(vash, false)(s.game);
    // Assert
    expect(after.cards[vash]?.zone).toEqual({ kind: 'hand', player: 'p2' });
    expect(wasReturnedThisTurn(vash)(after)).toBe(false);
  });

  it('should take a card being played back to its owner\'s hand, not to be played again this turn (Energy Vortex: "a different one must be played instead")', () => {
    // Arrange
    const s = crew();
    const data = s.id('Data');
    const announced = moveCard(data, { kind: 'beingPlayed', player: 'p1' })(s.game);
    // Act
    const after = returnToHand(data, true)(announced);
    const nextTurn = { ...after, turn: { ...after.turn, number: after.turn.number + 1 } };
    // Assert
    expect(after.cards[data]?.zone).toEqual({ kind: 'hand', player: 'p1' });
    expect(after.chronicle.at(-1)?.text).toContain("returns to p1's hand");
    expect(wasReturnedThisTurn(data)(after)).toBe(true);
    expect(wasReturnedThisTurn(data)(nextTurn)).toBe(false);
  });
});
