// Red Alert! (premiere/Red-Alert), event:
// "Plays on table. In place of your normal card play, you may report for duty any number of Ship, Personnel, and
// Equipment cards."

import type { PlayCard } from '../../../domain/card-play/card-play';
import type { GameState } from '../../../domain/core/game-state';
import type { Scenario } from '../../../domain/game/scenario';
import { onTurn, playsOf, refusal, send } from '../play-test-support';

describe('redAlert', () => {
  it('should play on the table (Rulebook "Play a Card")', () => {
    // Arrange
    const s = onTurn().hand('p1', ['Red Alert!']).build();
    const card = s.id('Red Alert!');
    // Act
    const after = send(s.game, { type: 'card.play', player: 'p1', card, kind: 'event' });
    // Assert
    expect(after.cards[card]?.zone).toEqual({ kind: 'table', player: 'p1' });
  });

  it('should let you report any number of cards in place of your normal card play (Rulebook "Play a Card")', () => {
    // Arrange
    const s = outpost(true);
    // Act
    const after = [report(s, 'Data'), report(s, 'Worf'), report(s, 'Tricorder')].reduce(send, s.game);
    // Assert
    expect(after.cards[s.id('Tricorder')]?.zone).toEqual({
      kind: 'aboard',
      carrier: s.id('Federation Outpost'),
    });
    expect(refusal(after, bynars(s))).toBe('Play a Card');
  });

  it('should not let reports follow another normal card play, nor begin after orders (Rulebook "Play a Card")', () => {
    // Arrange
    const s = outpost(true);
    const ordered: GameState = { ...s.game, turn: { ...s.game.turn, ordersBegun: true } };
    // Act
    const afterEvent = send(s.game, bynars(s));
    // Assert
    expect(refusal(afterEvent, report(s, 'Data'))).toBe('Play a Card');
    expect(refusal(ordered, report(s, 'Data'))).toBe('Play a Card');
  });

  it('should do nothing for its owner\'s opponent, nor without it: one report only (Rulebook "Play a Card")', () => {
    // Arrange
    const s = outpost(false);
    // Act
    const after = send(s.game, report(s, 'Data'));
    // Assert
    expect(playsOf(after, s.id('Worf'))).toEqual([]);
  });
});

// Helpers

const outpost = (redAlert: boolean): Scenario => {
  const base = onTurn()
    .mission('p1', 'Test Mission')
    .facility('p1', 'Federation Outpost', { at: 'Test Mission' })
    .hand('p1', ['Data', 'Worf', 'Tricorder', 'Bynars Weapon Enhancement'])
    .ship('p1', 'U.S.S. Galaxy', { at: 'Test Mission' });
  return (redAlert ? base.table('p1', ['Red Alert!']) : base.table('p2', ['Red Alert!'])).build();
};

const report = (s: Scenario, card: string): PlayCard => ({
  type: 'card.play',
  player: 'p1',
  card: s.id(card),
  kind: 'report',
  facility: s.id('Federation Outpost'),
  affiliation: card === 'Tricorder' ? null : 'Federation',
});

const bynars = (s: Scenario): PlayCard => ({
  type: 'card.play',
  player: 'p1',
  card: s.id('Bynars Weapon Enhancement'),
  kind: 'event',
  target: { card: s.id('U.S.S. Galaxy') },
});
