// Alien Probe (premiere/alienprobe), event:
// "Plays on table. Both players continue the game with their hands (cards) exposed, face up on the table."
import { toView } from '../../../domain/view/view';
import { onTurn, send } from '../play-test-support';

describe('alienProbe', () => {
  it('should expose both hands to both players while it is in play (Rulebook "Looking at Cards")', () => {
    // Arrange
    const s = onTurn().hand('p1', ['Alien Probe', 'Worf']).hand('p2', ['Data']).build();
    const [probe, worf, data] = [s.id('Alien Probe'), s.id('Worf'), s.id('Data')];
    // Act
    const after = send(s.game, { type: 'card.play', player: 'p1', card: probe, kind: 'event' });
    // Assert
    expect(toView('p1')(s.game).cards[data]?.blueprint).toBeNull();
    expect(toView('p1')(after).cards[data]?.blueprint).toBe(s.game.cards[data]?.blueprint);
    expect(toView('p2')(after).cards[worf]?.blueprint).not.toBeNull();
    expect(after.cards[probe]?.zone).toEqual({ kind: 'table', player: 'p1' });
  });
});
