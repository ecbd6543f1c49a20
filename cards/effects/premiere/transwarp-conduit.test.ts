// Transwarp Conduit (premiere/transwarpconduit), interrupt:
// "Select a ship. It can move double range for this turn."
import type { GameState } from '../../../domain/core/game-state';
import { rangeLeft } from '../../../domain/orders';
import { onTurn, put, send } from '../play-test-support';

describe('transwarpConduit', () => {
  it('should double the RANGE of the selected ship for this turn only (Rulebook 12.11 S.A.M.)', () => {
    // Arrange
    const s = onTurn()
      .mission('p1', 'Test Mission')
      .ship('p1', 'Runabout', { at: 'Test Mission' })
      .hand('p1', ['Transwarp Conduit'])
      .build();
    const ship = s.id('Runabout');
    // Act
    const after = send(s.game, {
      type: 'card.play',
      player: 'p1',
      card: s.id('Transwarp Conduit'),
      kind: 'interrupt',
      target: { card: ship },
    });
    const nextTurn: GameState = { ...after, turn: { ...after.turn, number: after.turn.number + 1 } };
    // Assert
    expect([rangeLeft(ship)(s.game), rangeLeft(ship)(after), rangeLeft(ship)(nextTurn)]).toEqual([7, 14, 7]);
  });

  it('should not double again with a second copy on the same ship (Rulings "cumulative")', () => {
    // Arrange
    const s = onTurn()
      .mission('p1', 'Test Mission')
      .ship('p1', 'Runabout', { at: 'Test Mission' })
      .hand('p1', ['Transwarp Conduit'])
      .build();
    const ship = s.id('Runabout');
    const [second, game] = put(s.game, 'p1', 'Transwarp Conduit', { kind: 'hand', player: 'p1' });
    const play = (card: string) => (g: GameState) =>
      send(g, { type: 'card.play', player: 'p1', card, kind: 'interrupt', target: { card: ship } });
    // Act
    const after = play(second)(play(s.id('Transwarp Conduit'))(game));
    // Assert
    expect(rangeLeft(ship)(after)).toBe(14);
  });
});
