// Where No One Has Gone Before (premiere/wherenoonehasgonebefore), event:
// "Plays on table. Allows all your ships to leave one end of the spaceline and enter the other end."

import * as Decisions from '../../../domain/game/decisions';
import type { ScenarioBuilder } from '../../../domain/game/scenario';
import type { MoveShip } from '../../../domain/orders/move';
import { onTurn, playsOf, put, refusal, send } from '../play-test-support';

describe('whereNoOneHasGoneBefore', () => {
  it('should let your ship leave one end and enter the other, using the span entered (Where No One Has Gone Before; Rulebook 7.1.5 Move)', () => {
    // Arrange
    const s = line().hand('p1', ['Where No One Has Gone Before']).build();
    const card = s.id('Where No One Has Gone Before');
    const played = send(s.game, { type: 'card.play', player: 'p1', card, kind: 'event' });
    const around = move(s.id('Runabout'), s.id('Explore Black Cluster'));
    // Act
    const moved = send(played, around);
    // Assert
    expect(playsOf(s.game, card)).toEqual([{ type: 'card.play', player: 'p1', card, kind: 'event' }]);
    expect(Decisions.legalActions(played)).toContainEqual(around);
    expect(moved.cards[s.id('Runabout')]?.zone).toEqual({
      kind: 'atLocation',
      location: s.id('Explore Black Cluster'),
    });
    expect(moved.orders.rangeUsed[s.id('Runabout')]).toBe(3);
  });

  it('should refuse leaving the end of the spaceline without it, with no change (Rulebook 7.1.5 Move)', () => {
    // Arrange
    const s = line().build();
    const around = move(s.id('Runabout'), s.id('Explore Black Cluster'));
    // Act
    const rule = refusal(s.game, around);
    // Assert
    expect(rule).toBe('7.1.5 Move');
    expect(Decisions.legalActions(s.game)).not.toContainEqual(around);
  });

  it('should not let an opponent\'s copy move your ships round (Where No One Has Gone Before: "all your ships")', () => {
    // Arrange
    const s = line().build();
    const [, game] = put(s.game, 'p2', 'Where No One Has Gone Before', { kind: 'table', player: 'p2' });
    // Act
    const rule = refusal(game, move(s.id('Runabout'), s.id('Explore Black Cluster')));
    // Assert
    expect(rule).toBe('7.1.5 Move');
  });

  it('should go round a Q-Net it would otherwise cross (Where No One Has Gone Before; Q-Net)', () => {
    // Arrange
    const s = line().build();
    const [, withCard] = put(s.game, 'p1', 'Where No One Has Gone Before', { kind: 'table', player: 'p1' });
    const [, game] = put(withCard, 'p2', 'Q-Net', { kind: 'playedOn', host: s.id('Test Mission') });
    const around = move(s.id('Runabout'), s.id('Study Nebula'));
    const { around: _, ...straight } = around;
    // Act
    const rules = [refusal(game, straight), refusal(game, around)];
    // Assert
    expect(rules).toEqual(['Q-Net', null]);
  });
});

// Helpers

const line = (): ScenarioBuilder =>
  onTurn()
    .mission('p1', 'Test Mission')
    .mission('p1', 'Study Nebula')
    .mission('p1', 'Explore Black Cluster')
    .ship('p1', 'Runabout', { at: 'Test Mission' })
    .aboard('Runabout', 'p1', ['Data']);

const move = (ship: string, to: string): MoveShip => ({
  type: 'ship.move',
  player: 'p1',
  ship,
  to,
  around: true,
});
